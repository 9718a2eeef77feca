import type { LevelWithSilent, Logger } from 'pino';
import { closeDatabase, connectPostgres, type DatabaseConnection } from '../database/database-connection.js';
import type { EventBus } from '../events/event-bus.js';
import { RabbitMqEventBus } from '../events/rabbitmq-event-bus.js';
import { createLogger } from '../logging/logger.js';
import { closeOnSignals } from './close-on-signals.js';

export interface OwnProcessEnv {
  LOG_LEVEL: LevelWithSilent;
  DATABASE_URL: string;
  RABBITMQ_URL: string;
  EVENT_NAMESPACE: string;
}

export interface OwnProcessDependencies {
  database: DatabaseConnection;
  bus: EventBus;
  logger: Logger;
}

/**
 * A service (or the gateway) as its own process, in cluster and container modes: JSON logs, a
 * PostgreSQL pool and the RabbitMQ bus, then the app `start` makes from them; on SIGTERM or SIGINT
 * the app, the bus and the pool close in that order. All-in-one wires the same apps itself.
 */
export async function runServiceProcess<App extends { close(): Promise<void> }>(
  name: string,
  env: OwnProcessEnv,
  start: (deps: OwnProcessDependencies) => Promise<App>,
): Promise<App> {
  const logger = createLogger(name, env.LOG_LEVEL);
  const database = connectPostgres(env.DATABASE_URL);
  const bus = new RabbitMqEventBus({ url: env.RABBITMQ_URL, namespace: env.EVENT_NAMESPACE, logger });
  await bus.start();
  const app = await start({ database, bus, logger });
  closeOnSignals(logger, [() => app.close(), () => bus.close(), () => closeDatabase(database)]);
  return app;
}
