// Catalog (its own process) and cart-checkout (in this process) on one fresh PostgreSQL database
// and one RabbitMQ vhost: the cluster's shape. Helpers call them as the gateway would.
import { type EventEnvelope, SESSION_ID_HEADER } from '@atelier/contracts';
import {
  ADMIN_ASSERTION_HEADER,
  BUYER_ASSERTION_HEADER,
  createLogger,
  RabbitMqEventBus,
  signAdminAssertion,
  signBuyerAssertion,
} from '@atelier/platform';
import {
  createTestDatabase,
  createTestVhost,
  type TestDatabase,
  TcpProxy,
  type TestVhost,
  testNamespace,
} from '@atelier/platform/testing';
import { randomBytes } from 'node:crypto';
import {
  type CartCheckoutOptions,
  type PaymentSettings,
  type RunningCartCheckout,
  startCartCheckout,
} from '../../src/index.js';
import { type CatalogProcess, startCatalogProcess } from './catalog-process.js';

export const internalAuthSecret = 'cart-checkout-test-secret-0123456789abcdef';

export interface CallResult {
  status: number;
  body: any;
}

export interface TestStack {
  database: TestDatabase;
  catalog: CatalogProcess;
  service: RunningCartCheckout;
  events: EventEnvelope[];
  bus: RabbitMqEventBus;
  brokerProxy: TcpProxy | undefined;
  /** INTERNAL_AUTH_SECRET as the services run now (internalAuthSecret until restartWith). */
  keys: string;
  /**
   * Restarts catalog and cart-checkout with another INTERNAL_AUTH_SECRET (a key rotation's step);
   * the stack's calls sign with it from then on, as a gateway rolled with the same setting would.
   */
  restartWith: (keys: string) => Promise<void>;
  /** To cart-checkout as a shopper of that session (X-Session-Id header). */
  shopper: (
    session: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<CallResult>;
  /** To cart-checkout as a verified buyer (the gateway's buyer assertion). */
  buyer: (buyerId: string, method: string, path: string, body?: unknown) => Promise<CallResult>;
  /** To cart-checkout as the signed-in admin. */
  admin: (method: string, path: string, body?: unknown) => Promise<CallResult>;
  /** To catalog as the signed-in admin (creating the pieces to sell). */
  catalogAdmin: (method: string, path: string, body?: unknown) => Promise<CallResult>;
  /** Creates a product in catalog and waits until cart-checkout's read model has it. */
  createProduct: (fields: {
    name?: string;
    price?: string;
    quantity: number;
    imageUrls?: string[];
  }) => Promise<number>;
  waitFor: <T>(
    what: string,
    probe: () => Promise<T | undefined | null | false>,
    timeoutMs?: number,
  ) => Promise<T>;
  close: () => Promise<void>;
}

export const newSession = () => randomBytes(18).toString('base64url');

/** One JSON call to a service, as the gateway makes it. */
export async function send(
  base: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export async function startTestStack(
  label: string,
  payments: PaymentSettings = { provider: 'simulated' },
  rules: Partial<
    Pick<
      CartCheckoutOptions,
      | 'holdMinutes'
      | 'holdMinutesBeforePayment'
      | 'maxHeldPieces'
      | 'intentsPerSessionPerHour'
      | 'maxHeldPiecesPerAddress'
      | 'holdsPerAddressPerHour'
    >
  > = {},
  /** Both services reach the broker through a proxy the test can cut (RabbitMQ going away). */
  { viaBrokerProxy = false } = {},
): Promise<TestStack> {
  const database = await createTestDatabase(label);
  const vhost: TestVhost = await createTestVhost(label);
  const brokerUrl = new URL(vhost.url);
  let brokerProxy: TcpProxy | undefined;
  if (viaBrokerProxy) {
    brokerProxy = new TcpProxy({ host: brokerUrl.hostname, port: Number(brokerUrl.port || 5672) });
    await brokerProxy.start();
    brokerUrl.host = `127.0.0.1:${brokerProxy.port}`;
  }
  const namespace = testNamespace(label);
  const startCatalog = (keys: string) =>
    startCatalogProcess({
      DATABASE_URL: database.url,
      RABBITMQ_URL: brokerUrl.toString(),
      EVENT_NAMESPACE: namespace,
      INTERNAL_AUTH_SECRET: keys,
      STOCK_HOLD_SWEEP_SECONDS: '0.5',
    });
  const catalog = await startCatalog(internalAuthSecret);
  const logger = createLogger('cart-checkout', process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'silent');
  const bus = new RabbitMqEventBus({ url: brokerUrl.toString(), namespace, logger });
  await bus.start();
  const events: EventEnvelope[] = [];
  await bus.subscribe({
    consumer: 'spy',
    eventTypes: ['checkout.#'],
    handle: async (e) => void events.push(e),
  });

  const start = (keys = internalAuthSecret, catalogUrl = catalog.url) =>
    startCartCheckout(
      { database: database.connection, bus, logger },
      {
        port: 0,
        host: '127.0.0.1',
        internalAuthSecret: keys,
        catalogUrl,
        payments,
        holdMinutes: 15,
        holdMinutesBeforePayment: 5,
        publicOrigin: 'https://atelier.test',
        maxHeldPieces: 5,
        intentsPerSessionPerHour: 30,
        // Every test shopper comes from 127.0.0.1; the address limits get their own test.
        maxHeldPiecesPerAddress: 1000,
        holdsPerAddressPerHour: 1_000_000,
        ...rules,
        expirySweepIntervalMs: 3_600_000,
        claimHours: 48,
        // Tests sweep claims when they choose (service.claimSweeper.runNow()).
        claimSweepIntervalMs: 3_600_000,
      },
    );
  const service = await start();

  const waitFor = async <T>(
    what: string,
    probe: () => Promise<T | undefined | null | false>,
    timeoutMs = 10_000,
  ) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value as T;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const catalogAdmin = (method: string, path: string, body?: unknown) =>
    send(stack.catalog.url, method, path, body, {
      [ADMIN_ASSERTION_HEADER]: signAdminAssertion(stack.keys, { method, url: path }, 1),
    });
  const stack: TestStack = {
    database,
    catalog,
    service,
    events,
    bus,
    brokerProxy,
    keys: internalAuthSecret,
    restartWith: async (keys) => {
      await stack.service.close();
      await stack.catalog.stop();
      stack.catalog = await startCatalog(keys);
      stack.service = await start(keys, stack.catalog.url);
      stack.keys = keys;
    },
    shopper: (session, method, path, body, headers = {}) =>
      send(stack.service.url, method, path, body, { [SESSION_ID_HEADER]: session, ...headers }),
    buyer: (buyerId, method, path, body) =>
      send(stack.service.url, method, path, body, {
        [BUYER_ASSERTION_HEADER]: signBuyerAssertion(stack.keys, { method, url: path }, buyerId),
      }),
    admin: (method, path, body) =>
      send(stack.service.url, method, path, body, {
        [ADMIN_ASSERTION_HEADER]: signAdminAssertion(stack.keys, { method, url: path }, 1),
      }),
    catalogAdmin,
    createProduct: async ({ name = 'Walnut Chair', price = '1200.00', quantity, imageUrls = [] }) => {
      const created = await catalogAdmin('POST', '/api/products', {
        name,
        price,
        quantity,
        imageUrls,
        description: 'A piece',
      });
      if (created.status !== 201)
        throw new Error(`creating a product: ${created.status} ${JSON.stringify(created.body)}`);
      const id = created.body.id as number;
      await waitFor(
        `product ${id} in the read model`,
        async () => (await stack.service.db.prisma.product.count({ where: { id } })) === 1,
      );
      return id;
    },
    waitFor,
    close: async () => {
      await stack.service.close();
      await stack.catalog.stop();
      brokerProxy?.restore();
      await bus.close();
      await brokerProxy?.stop();
      await database.drop();
      await vhost.delete();
    },
  };
  return stack;
}

/** Catalog's stock of a product, as its public API answers. */
export async function catalogStock(stack: TestStack, productId: number): Promise<number> {
  const answer = await send(stack.catalog.url, 'GET', `/api/products/${productId}`, undefined, {});
  return answer.body.quantity as number;
}
