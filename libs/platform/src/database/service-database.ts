import type { EventEnvelope } from '@atelier/contracts';
import type { Logger } from 'pino';
import type { EventBus } from '../events/event-bus.js';
import { handleEventOnce } from '../events/inbox.js';
import { outboxRecord } from '../events/new-event.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { asTransactionalSqlClient, type TransactionalSqlClient } from '../events/sql-client.js';
import { type DatabaseConnection, prismaAdapterFor, TRANSACTION_LIMITS } from './database-connection.js';

/** What the platform needs of a service's generated Prisma client. */
export interface PrismaClientLike {
  $transaction(...args: never[]): Promise<unknown>;
  $disconnect(): Promise<void>;
}

/** The interactive-transaction client of a generated Prisma client (its $transaction's last overload). */
export type TransactionClientOf<P> = P extends {
  $transaction(work: (tx: infer Tx) => Promise<never>, options?: never): unknown;
}
  ? Tx
  : never;

export interface ServiceDatabaseOptions<P> {
  /** The service's own schema, where its tables, outbox and inbox live. */
  schema: string;
  connection: DatabaseConnection;
  /** `(adapter) => new PrismaClient({ adapter })` with the service's generated client. */
  client: (adapter: ReturnType<typeof prismaAdapterFor>) => P;
  /** A service that publishes events: its outbox relay publishes committed outbox rows on this bus. */
  outbox?: { bus: EventBus; logger: Logger };
}

/** The transaction clients transaction() and handleEventOnce() have opened (see recordEvent). */
const openedByTransaction = new WeakSet<object>();

/**
 * One service's database: its Prisma client over the mode's connection (PostgreSQL or PGlite) and,
 * when it publishes events, its outbox relay. Every service's database is one of these (a
 * subclass naming its schema and client, so Nest can inject it by class); only what differs is
 * passed in. Writes that record events go through transaction(), which wakes the relay once they
 * have committed.
 */
export class ServiceDatabase<P extends PrismaClientLike, Tx = TransactionClientOf<P>> {
  readonly schema: string;
  readonly prisma: P;
  /** Absent for a schema that publishes nothing. Started by ServiceHost once the app listens. */
  readonly relay: OutboxRelay | undefined;

  constructor(options: ServiceDatabaseOptions<P>) {
    this.schema = options.schema;
    this.prisma = options.client(prismaAdapterFor(options.connection));
    this.relay =
      options.outbox &&
      new OutboxRelay({
        client: asTransactionalSqlClient(this.prisma),
        schema: options.schema,
        ...options.outbox,
      });
  }

  /**
   * Runs work in one transaction (TRANSACTION_LIMITS; `timeoutMs` raises the run limit for bulk
   * work such as the demo seed); once it has committed, wakes the relay.
   */
  async transaction<T>(work: (tx: Tx) => Promise<T>, timeoutMs?: number): Promise<T> {
    const run = (tx: Tx) => {
      openedByTransaction.add(tx as object);
      return work(tx);
    };
    const limits = timeoutMs ? { ...TRANSACTION_LIMITS, timeout: timeoutMs } : TRANSACTION_LIMITS;
    // Prisma's $transaction is overloaded (a batch or a function); this is the function form.
    const interactive = this.prisma.$transaction as unknown as (
      work: (tx: Tx) => Promise<T>,
      options: typeof limits,
    ) => Promise<T>;
    const result = await interactive.call(this.prisma, run, limits);
    this.relay?.wake();
    return result;
  }

  /**
   * The inbox: runs `effect` for an event unless `consumer` already handled it, the inbox row and
   * the effect committing together (a redelivered event is skipped). The effect gets the same
   * transaction client as transaction()'s work. `timeoutMs` raises the run limit (a drop-day fan-out).
   */
  async handleEventOnce(
    consumer: string,
    event: EventEnvelope,
    effect: (tx: Tx) => Promise<void>,
    timeoutMs?: number,
  ): Promise<'handled' | 'duplicate'> {
    const prisma = asTransactionalSqlClient(this.prisma);
    const limits = timeoutMs ? { ...TRANSACTION_LIMITS, timeout: timeoutMs } : undefined;
    const client: TransactionalSqlClient = limits
      ? {
          $queryRawUnsafe: (query, ...values) => prisma.$queryRawUnsafe(query, ...values),
          $executeRawUnsafe: (query, ...values) => prisma.$executeRawUnsafe(query, ...values),
          $transaction: (work) => prisma.$transaction(work, limits),
        }
      : prisma;
    // handleEventOnce hands the effect the client it opened the transaction on, typed as its raw-SQL slice.
    const outcome = await handleEventOnce(client, this.schema, consumer, event, (tx) => {
      openedByTransaction.add(tx);
      return effect(tx as unknown as Tx);
    });
    // The effect may have recorded events (a lapsed claim's next offer): publish them now.
    if (outcome === 'handled') this.relay?.wake();
    return outcome;
  }

  async close(): Promise<void> {
    await this.relay?.stop();
    await this.prisma.$disconnect();
  }
}

/** A transaction client of a schema with the platform's outbox table (every publishing service). */
export interface OutboxWriter {
  outboxEvent: { create(args: { data: ReturnType<typeof outboxRecord> }): Promise<unknown> };
}

/**
 * Records an event in the outbox of the transaction `tx` (one opened by ServiceDatabase.transaction):
 * the row commits with the change it describes and the relay, woken by the commit, publishes it.
 * `aggregate` keys the order the relay keeps (see outboxRecord).
 */
export async function recordEvent(tx: object, event: EventEnvelope, aggregate?: string): Promise<void> {
  if (!openedByTransaction.has(tx))
    throw new Error(`recordEvent(${event.type}) outside a ServiceDatabase transaction`);
  await (tx as OutboxWriter).outboxEvent.create({ data: outboxRecord(event, aggregate) });
}

/** What a service's database class is given besides the connection. */
export type ServiceDatabaseSettings = Pick<ServiceDatabaseOptions<never>, 'outbox'>;

/**
 * The database class of one service: `class CatalogDatabase extends serviceDatabase(CATALOG_SCHEMA,
 * (adapter) => new PrismaClient({ adapter })) {}`. A class of its own per service, so Nest injects
 * each service's repositories with theirs; constructed with the mode's connection and, for a
 * service that publishes, its outbox's bus and logger.
 */
export function serviceDatabase<P extends PrismaClientLike, Tx = TransactionClientOf<P>>(
  schema: string,
  client: ServiceDatabaseOptions<P>['client'],
): new (connection: DatabaseConnection, settings?: ServiceDatabaseSettings) => ServiceDatabase<P, Tx> {
  return class extends ServiceDatabase<P, Tx> {
    constructor(connection: DatabaseConnection, settings: ServiceDatabaseSettings = {}) {
      super({ schema, connection, client, ...settings });
    }
  };
}
