// The catalog as its own process (cluster and container modes): PostgreSQL + RabbitMQ.
import 'reflect-metadata';
import { claimFirstStart, runServiceProcess } from '@atelier/platform';
import { startCatalog } from './catalog-app.js';
import { CATALOG_SCHEMA } from './database/catalog-database.js';
import { seedDemoCatalog } from './seed/seed-demo-catalog.js';
import { loadCatalogEnv } from './config.js';

const env = loadCatalogEnv();
await runServiceProcess('catalog', env, async (deps) => {
  const catalog = await startCatalog(deps, {
    port: env.PORT,
    host: env.HOST,
    internalAuthSecret: env.INTERNAL_AUTH_SECRET,
    stockHoldSweepIntervalMs: env.STOCK_HOLD_SWEEP_SECONDS * 1000,
    beacon: { urls: env.DRAND_URLS },
  });
  // A new store's first start (its schema made by this start or by the release's migrate command)
  // decides once whether it gets the demo catalogue.
  await claimFirstStart(
    deps.database,
    CATALOG_SCHEMA,
    env.SEED_DEMO_DATA ? () => seedDemoCatalog(catalog.db, deps.logger) : undefined,
  );
  return catalog;
});
