import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ModulesContainer } from '@nestjs/core';
import type { Logger } from 'pino';
import { type DatabaseConnection, pingDatabase } from '../database/database-connection.js';
import { prepareSchema } from '../database/migration-runner.js';
import type { EventBus } from '../events/event-bus.js';
import type { OutboxRelay } from '../events/outbox-relay.js';
import type { ReadinessCheck } from '../health/health.controller.js';
import { createHttpApp, type HttpAppOptions, listen } from '../http/create-http-app.js';
import {
  BACKGROUND_WORK,
  type BackgroundWork,
  EVENT_CONSUMERS,
  type EventConsumer,
} from './consumers-and-tasks.js';

/**
 * What a service is started with, made by its own process (runServiceProcess: PostgreSQL and
 * RabbitMQ) or by all-in-one (PGlite and the in-process bus). The text worker has no bus.
 */
export interface ServiceDependencies {
  database: DatabaseConnection;
  bus?: EventBus;
  logger: Logger;
}

/** Where a service behind the gateway listens, and how its admin routes know the gateway. */
export interface ServiceListenOptions {
  port: number;
  host: string;
  /** INTERNAL_AUTH_SECRET: admin routes accept only requests carrying the gateway's signed assertion. */
  internalAuthSecret: string;
}

/** A started service, as its start function hands it back (tests reach its app and database). */
export interface RunningService<Db> {
  app: NestFastifyApplication;
  db: Db;
  url: string;
  close(): Promise<void>;
}

/** What the host needs of a service's database (ServiceDatabase is one). */
export interface OwnDatabase {
  readonly schema: string;
  readonly relay?: OutboxRelay | undefined;
  close(): Promise<void>;
}

/** Where and how the service's HTTP app listens; the rest of createHttpApp's options but its name and logger. */
export type ServeOptions = Omit<HttpAppOptions, 'service' | 'logger'> & {
  port: number;
  host: string;
  /** Added to the '<service> listening' log line (the payment provider, the SMS sender). */
  logFields?: Record<string, unknown>;
  /** Work on the made app before it listens (the gateway creates its admin user). */
  beforeListening?: (app: NestFastifyApplication) => Promise<void>;
};

/**
 * The start-up every service shares (in the spirit of eShop's ServiceDefaults), so that a service's
 * start function says only what is its own. In order:
 *
 *   1. ServiceHost.start: its database (closed last; its outbox relay starts once the app
 *      listens) and its schema's migrations (under the advisory lock every start takes);
 *   2. anything the service opens itself (onClose registers the closing);
 *   3. serve(): its Nest app with the platform's HTTP plumbing and readiness checks (the database,
 *      then its own); the event consumers its module lists (eventConsumers) subscribe to the bus;
 *      the app listens; then the relay starts, the background work its module lists
 *      (backgroundWork: periodic tasks, metrics sources) starts, and the service says so.
 *
 * close() undoes it all in the reverse order: background work, then the app (in-flight requests
 * finish), then what the service opened before serving, then the database.
 */
export class ServiceHost {
  private readonly closing: Array<() => unknown> = [];
  private readonly relays: OutboxRelay[] = [];

  private constructor(
    readonly name: string,
    readonly deps: ServiceDependencies,
  ) {}

  /**
   * Opens the service's database (a ServiceDatabase: closed last; its outbox relay, if it
   * publishes, starts once the app listens) and migrates its schema before anything reads it;
   * hands back the host to wire the rest with.
   */
  static async start<Db extends OwnDatabase>(
    name: string,
    deps: ServiceDependencies,
    options: { migrationsDir: string; openDatabase: () => Db },
  ): Promise<{ service: ServiceHost; db: Db }> {
    // Prisma connects on its first query, so the client may be made before the tables exist.
    const db = options.openDatabase();
    // Migrates, or waits for the release's migrate command (MIGRATE_ON_START=false).
    await prepareSchema(deps.database, {
      schema: db.schema,
      migrationsDir: options.migrationsDir,
      logger: deps.logger,
    });
    const service = new ServiceHost(name, deps);
    if (db.relay) service.relays.push(db.relay);
    service.onClose(() => db.close());
    return { service, db };
  }

  /**
   * The checks every service's /health/ready makes (its database), then its own. Readiness says
   * whether this process can serve its own requests: without its database it cannot. The event bus
   * is left out on purpose: writes commit their events to the outbox, which the relay publishes
   * once the broker is back, so a broker outage degrades a service (reported by the bus as
   * atelier_degraded{dependency="event-bus"}) and must not take every pod out of its Service.
   */
  readinessChecks(...own: ReadinessCheck[]): ReadinessCheck[] {
    const { database } = this.deps;
    return [{ name: 'database', check: () => pingDatabase(database) }, ...own];
  }

  /**
   * Makes the HTTP app from the service's root module, subscribes the module's event consumers,
   * listens, starts the relays and the module's background work, and logs the address.
   */
  async serve(module: unknown, options: ServeOptions): Promise<{ app: NestFastifyApplication; url: string }> {
    const { port, host, logFields, beforeListening, ...http } = options;
    const app = await createHttpApp(module, { ...http, service: this.name, logger: this.deps.logger });
    this.onClose(() => app.close());
    await this.subscribe(listedIn<EventConsumer>(app, EVENT_CONSUMERS));
    await beforeListening?.(app);
    const url = await listen(app, port, host);
    for (const relay of this.relays) relay.start();
    for (const work of listedIn<BackgroundWork>(app, BACKGROUND_WORK)) this.runs(work);
    this.deps.logger.info({ url, ...logFields }, `${this.name} listening`);
    return { app, url };
  }

  /** Subscribes each consumer once, in order; a service without a bus (the text worker) may list none. */
  private async subscribe(consumers: EventConsumer[]): Promise<void> {
    if (consumers.length === 0) return;
    const { bus } = this.deps;
    if (!bus) throw new Error(`${this.name} lists event consumers but was started without an event bus`);
    for (const consumer of consumers) await consumer.subscribe(bus);
  }

  /** Starts background work now and stops it on close (before the app). */
  private runs(work: BackgroundWork): void {
    work.start();
    this.onClose(() => work.stop());
  }

  /** A step for close(), which runs the steps in the reverse order they were registered. */
  onClose(step: () => unknown): void {
    this.closing.push(step);
  }

  async close(): Promise<void> {
    for (const step of this.closing.splice(0).reverse()) await step();
  }
}

/**
 * What the app's modules list under `token` (eventConsumers, backgroundWork); none when they list
 * nothing (the gateway, admin-media). Looked up first: Nest's app.get() of a token no module
 * provides ends the process (its abortOnError) instead of throwing.
 */
function listedIn<T>(app: NestFastifyApplication, token: symbol): T[] {
  const modules = [...app.get(ModulesContainer).values()];
  return modules.some((module) => module.providers.has(token)) ? app.get<T[]>(token) : [];
}
