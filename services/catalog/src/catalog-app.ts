import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import {
  claimFirstStart,
  type OwnProcessDependencies,
  type RunningService,
  runServiceProcess,
  ServiceHost,
  type ServiceListenOptions,
} from '@atelier/platform';
import { CatalogModule } from './app.module.js';
import { AuctionCloser } from './auctions/auction-closer.js';
import { AuctionReminderRunner } from './auction-reminders/auction-reminder-runner.js';
import { CatalogIntervals, type CatalogIntervalOptions } from './catalog-intervals.js';
import { loadCatalogEnv } from './config.js';
import { CATALOG_SCHEMA, CatalogDatabase } from './database/catalog-database.js';
import { BeaconSource, type BeaconSourceOptions } from './drawn-releases/beacon/beacon-source.js';
import { DrawCloser } from './drawn-releases/draw-closer.js';
import { OfferExpirer } from './offers/offer-expirer.js';
import { ScheduledConversionRunner } from './scheduled-conversions/scheduled-conversion-runner.js';
import { seedDemoCatalog } from './seed/seed-demo-catalog.js';
import { StockHoldSweeper } from './stock-holds/stock-hold-sweeper.js';

export const catalogMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export type CatalogDependencies = OwnProcessDependencies;

export interface CatalogHttpOptions extends ServiceListenOptions, CatalogIntervalOptions {
  /**
   * drand's beacon for drawn releases: the mirrors (DRAND_URLS; none, the default here: the beacon
   * is off and releases open with the house's seed alone) and, for tests, a chain of their own.
   */
  beacon?: BeaconSourceOptions;
}

/** The started catalog; its periodic tasks are there for tests to run a pass when they choose. */
export interface RunningCatalog extends RunningService<CatalogDatabase> {
  stockHoldSweeper: StockHoldSweeper;
  auctionCloser: AuctionCloser;
  drawCloser: DrawCloser;
  scheduledConversions: ScheduledConversionRunner;
  auctionReminders: AuctionReminderRunner;
  offerExpirer: OfferExpirer;
}

/**
 * Migrates the catalog's schema, then serves its HTTP API and relays its outbox; its event
 * consumers and periodic tasks are CatalogModule's providers, which ServiceHost subscribes and
 * starts. The same code runs in every mode; only the database connection and the event bus passed
 * in differ.
 */
export async function startCatalog(
  deps: CatalogDependencies,
  listenOn: CatalogHttpOptions,
): Promise<RunningCatalog> {
  const { service, db } = await ServiceHost.start('catalog', deps, {
    migrationsDir: catalogMigrationsDir,
    openDatabase: () => new CatalogDatabase(deps.database, { outbox: deps }),
  });
  const module = CatalogModule.forRoot({
    database: db,
    readinessChecks: service.readinessChecks(),
    beacons: new BeaconSource(listenOn.beacon ?? { urls: [] }),
    logger: deps.logger,
    intervals: new CatalogIntervals(listenOn),
  });
  const { app, url } = await service.serve(module, {
    port: listenOn.port,
    host: listenOn.host,
    adminAssertionSecret: listenOn.internalAuthSecret,
  });
  return {
    app,
    db,
    url,
    stockHoldSweeper: app.get(StockHoldSweeper),
    auctionCloser: app.get(AuctionCloser),
    drawCloser: app.get(DrawCloser),
    scheduledConversions: app.get(ScheduledConversionRunner),
    auctionReminders: app.get(AuctionReminderRunner),
    offerExpirer: app.get(OfferExpirer),
    close: () => service.close(),
  };
}

/**
 * The catalog as its own process (cluster and container modes, started by main.ts): PostgreSQL
 * and RabbitMQ from the environment.
 */
export async function runCatalogProcess(): Promise<RunningCatalog> {
  const env = loadCatalogEnv();
  return runServiceProcess('catalog', env, async (deps) => {
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
}
