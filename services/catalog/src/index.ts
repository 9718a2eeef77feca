// What the all-in-one launcher and tests use to run the catalog in-process.
export {
  startCatalog,
  catalogMigrationsDir,
  type RunningCatalog,
  type CatalogDependencies,
  type CatalogHttpOptions,
} from './catalog-app.js';
export { CATALOG_SCHEMA } from './database/catalog-database.js';
export { seedDemoCatalog } from './seed/seed-demo-catalog.js';
export { parseDrandUrls, PUBLIC_DRAND_URLS } from './drawn-releases/beacon/drand-urls.js';
