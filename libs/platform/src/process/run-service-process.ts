import type { LevelWithSilent, Logger } from 'pino';
import { closeDatabase, connectPostgres, type DatabaseConnection } from '../database/database-connection.js';
import type { EventBus } from '../events/event-bus.js';
import { RabbitMqEventBus } from '../events/rabbitmq-event-bus.js';
import { createLogger } from '../logging/logger.js';
import { serveMetrics } from '../metrics/metrics-listener.js';
import { type MetricsEnv, metricsSettingsOf } from '../metrics/metrics-settings.js';
import { reportDatabasePool } from '../metrics/store-metrics.js';
import { closeOnSignals } from './close-on-signals.js';

/** What every own process reads (ownProcessEnvFields): PostgreSQL and the log level; its metrics (metricsEnvFields). */
export interface WorkerProcessEnv extends MetricsEnv {
  LOG_LEVEL: LevelWithSilent;
  DATABASE_URL: string;
  /** The pool's max (databaseEnvFields); 10 when absent. */
  DATABASE_POOL_SIZE?: number;
  /** false: wait for the release's migrate command instead of migrating (databaseEnvFields). */
  MIGRATE_ON_START?: boolean;
}

/** A process on the event bus also reads eventBusEnvFields. */
export interface OwnProcessEnv extends WorkerProcessEnv {
  RABBITMQ_URL: string;
  EVENT_NAMESPACE: string;
}

export interface WorkerProcessDependencies {
  database: DatabaseConnection;
  logger: Logger;
}

export interface OwnProcessDependencies extends WorkerProcessDependencies {
  bus: EventBus;
}

/**
 * A service (or the gateway, or the text worker) as its own process, in cluster and container
 * modes: JSON logs, a PostgreSQL pool and, when the env names RABBITMQ_URL, the RabbitMQ bus, then
 * the app `start` makes from them, and its metrics on METRICS_PORT; on SIGTERM or SIGINT the app,
 * the metrics, the bus and the pool close in that order. All-in-one wires the same apps itself,
 * over PGlite and the in-process bus.
 */
export async function runServiceProcess<App extends { close(): Promise<void> }>(
  name: string,
  env: OwnProcessEnv,
  start: (deps: OwnProcessDependencies) => Promise<App>,
): Promise<App>;
export async function runServiceProcess<App extends { close(): Promise<void> }>(
  name: string,
  env: WorkerProcessEnv,
  start: (deps: WorkerProcessDependencies) => Promise<App>,
): Promise<App>;
export async function runServiceProcess<App extends { close(): Promise<void> }>(
  name: string,
  env: WorkerProcessEnv & Partial<OwnProcessEnv>,
  start: (deps: never) => Promise<App>,
): Promise<App> {
  const logger = createLogger(name, env.LOG_LEVEL);
  const database = connectPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE, {
    migrateOnStart: env.MIGRATE_ON_START,
  });
  if (database.kind === 'postgres') reportDatabasePool(database.pool);
  const bus = env.RABBITMQ_URL
    ? new RabbitMqEventBus({ url: env.RABBITMQ_URL, namespace: env.EVENT_NAMESPACE ?? 'atelier', logger })
    : undefined;
  await bus?.start();
  // The overloads pair an env that names the broker with a start that takes the bus.
  const deps: WorkerProcessDependencies & { bus?: EventBus } = bus
    ? { database, bus, logger }
    : { database, logger };
  const app = await (start as (deps: WorkerProcessDependencies & { bus?: EventBus }) => Promise<App>)(deps);
  const { listener } = metricsSettingsOf(env);
  const metrics = listener && (await serveMetrics(listener, logger));
  closeOnSignals(logger, [
    () => app.close(),
    async () => metrics?.close(),
    async () => bus?.close(),
    () => closeDatabase(database),
  ]);
  return app;
}
