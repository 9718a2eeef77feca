// A catalog service on its own fresh PostgreSQL database, with an in-process bus whose events the
// test can read, and helpers that call it as the gateway would (for an admin or for the public).
import { buyerCardSavedEvent, buyerTextingChangedEvent, type EventEnvelope } from '@atelier/contracts';
import {
  ADMIN_ASSERTION_HEADER,
  BUYER_ASSERTION_HEADER,
  createLogger,
  InProcessEventBus,
  newEvent,
  signAdminAssertion,
  signBuyerAssertion,
} from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/platform/testing';
import { BuyerCardsRepository } from '../../src/buyer-cards/buyer-cards.repository.js';
import { type CatalogHttpOptions, type RunningCatalog, startCatalog } from '../../src/index.js';

const internalAuthSecret = 'catalog-test-secret-0123456789abcdef-xyz';

export interface CallResult {
  status: number;
  // Answers are JSON of many shapes; tests assert on the fields they care about.
  body: any;
}

export interface TestCatalog {
  catalog: RunningCatalog;
  /** The test's own database, for tests that check rows directly. */
  databaseUrl: string;
  events: EventEnvelope[];
  /** As the gateway calls for a signed-in admin: with a fresh signed assertion. */
  admin: (method: string, path: string, body?: unknown) => Promise<CallResult>;
  /** As the gateway calls for the public: no assertion. */
  anyone: (method: string, path: string, body?: unknown) => Promise<CallResult>;
  /** As the gateway calls for a verified buyer (read from their signed cookie). */
  buyer: (buyerId: string, method: string, path: string, body?: unknown) => Promise<CallResult>;
  /** The bus the catalog listens on, for events other services would publish. */
  bus: InProcessEventBus;
  /** Announces a card on file for the buyer, as cart-checkout does; resolves once catalog has it. */
  giveCard: (buyerId: string, cardFingerprint?: string) => Promise<void>;
  /** Publishes the buyer's texting state (as notifications does) and waits until catalog holds one at least as new. */
  setTexting: (buyerId: string, textsStopped: boolean, changedAt: Date) => Promise<EventEnvelope>;
  /** Waits until an event of that type satisfying the predicate has been delivered. */
  eventOf: (type: string, predicate?: (payload: never) => boolean) => Promise<EventEnvelope>;
  close: () => Promise<void>;
}

export async function startTestCatalog(
  label: string,
  options: Pick<CatalogHttpOptions, 'beacon' | 'drawCloseIntervalMs'> = {},
): Promise<TestCatalog> {
  const database: TestDatabase = await createTestDatabase(label);
  const logger = createLogger('catalog', 'silent');
  const bus = new InProcessEventBus(logger);
  const events: EventEnvelope[] = [];
  await bus.subscribe({
    consumer: 'spy',
    eventTypes: ['catalog.#'],
    handle: async (event) => void events.push(event),
  });
  const catalog = await startCatalog(
    { database: database.connection, bus, logger },
    { port: 0, host: '127.0.0.1', internalAuthSecret, ...options },
  );

  const send = async (method: string, path: string, body: unknown, asAdmin: boolean, buyerId?: string) => {
    const headers: Record<string, string> = {};
    if (buyerId)
      headers[BUYER_ASSERTION_HEADER] = signBuyerAssertion(
        internalAuthSecret,
        { method, url: path },
        buyerId,
      );
    if (asAdmin)
      headers[ADMIN_ASSERTION_HEADER] = signAdminAssertion(internalAuthSecret, { method, url: path }, 1);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${catalog.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };

  const eventOf = async (type: string, predicate: (payload: never) => boolean = () => true) => {
    const find = () => events.find((e) => e.type === type && predicate(e.payload as never));
    for (let i = 0; i < 200 && !find(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const found = find();
    if (!found) throw new Error(`no ${type} event arrived`);
    return found;
  };

  return {
    catalog,
    databaseUrl: database.url,
    events,
    admin: (method, path, body) => send(method, path, body, true),
    anyone: (method, path, body) => send(method, path, body, false),
    buyer: (buyerId, method, path, body) => send(method, path, body, false, buyerId),
    eventOf,
    bus,
    giveCard: async (buyerId, cardFingerprint = `fp-${buyerId}`) => {
      await bus.publish(
        newEvent(buyerCardSavedEvent, { buyerId, cardFingerprint, brand: 'visa', last4: '4242' }),
      );
      const cards = catalog.app.get(BuyerCardsRepository);
      for (const deadline = Date.now() + 30_000; (await cards.fingerprintOf(buyerId)) !== cardFingerprint;) {
        if (Date.now() > deadline) throw new Error(`catalog never projected the card of ${buyerId}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    setTexting: async (buyerId, textsStopped, changedAt) => {
      const event = newEvent(buyerTextingChangedEvent, {
        buyerId,
        phoneLast4: '0142',
        textsStopped,
        changedAt: changedAt.toISOString(),
      });
      await bus.publish(event);
      const handled = async () =>
        (await catalog.db.prisma.inboxEvent.count({
          where: { consumer: 'catalog.buyer-texting', eventId: event.id },
        })) === 1;
      for (const deadline = Date.now() + 30_000; !(await handled());) {
        if (Date.now() > deadline) throw new Error(`catalog never handled the texting state of ${buyerId}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return event;
    },
    close: async () => {
      await catalog.close();
      await database.drop();
    },
  };
}
