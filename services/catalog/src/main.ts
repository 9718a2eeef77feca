// The catalog as its own process (cluster and container modes): PostgreSQL + RabbitMQ.
import 'reflect-metadata';
import {
  connectPostgres,
  createLogger,
  RabbitMqEventBus,
  closeDatabase,
  closeOnSignals,
} from '@atelier/platform';
import { startCatalog } from './catalog-app.js';
import { seedDemoCatalog } from './seed/seed-demo-catalog.js';
import { loadCatalogEnv } from './config.js';

const env = loadCatalogEnv();
const logger = createLogger('catalog', env.LOG_LEVEL);
const database = connectPostgres(env.DATABASE_URL);
const bus = new RabbitMqEventBus({ url: env.RABBITMQ_URL, namespace: env.EVENT_NAMESPACE, logger });
await bus.start();
const catalog = await startCatalog(
  { database, bus, logger },
  {
    port: env.PORT,
    host: env.HOST,
    internalAuthSecret: env.INTERNAL_AUTH_SECRET,
    stockHoldSweepIntervalMs: env.STOCK_HOLD_SWEEP_SECONDS * 1000,
  },
);
if (catalog.createdSchema && env.SEED_DEMO_DATA) await seedDemoCatalog(catalog.db, logger);

closeOnSignals(logger, [() => catalog.close(), () => bus.close(), () => closeDatabase(database)]);
