// The catalog as its own process (cluster and container modes): PostgreSQL + RabbitMQ.
import 'reflect-metadata';
import { runServiceProcess } from '@atelier/platform';
import { startCatalog } from './catalog-app.js';
import { seedDemoCatalog } from './seed/seed-demo-catalog.js';
import { loadCatalogEnv } from './config.js';

const env = loadCatalogEnv();
await runServiceProcess('catalog', env, async (deps) => {
  const catalog = await startCatalog(deps, {
    port: env.PORT,
    host: env.HOST,
    internalAuthSecret: env.INTERNAL_AUTH_SECRET,
    stockHoldSweepIntervalMs: env.STOCK_HOLD_SWEEP_SECONDS * 1000,
  });
  if (catalog.createdSchema && env.SEED_DEMO_DATA) await seedDemoCatalog(catalog.db, deps.logger);
  return catalog;
});
