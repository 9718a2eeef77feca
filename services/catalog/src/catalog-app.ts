import { fileURLToPath } from 'node:url';
import {
  type OwnProcessDependencies,
  type PeriodicTask,
  type RunningService,
  ServiceHost,
  type ServiceListenOptions,
  auctionScrape,
  auctionsOverdue,
  stockHoldScrape,
  stockHoldsActive,
  stockHoldsOverdue,
} from '@atelier/platform';
import { CatalogModule } from './app.module.js';
import { CatalogDatabase } from './database/catalog-database.js';
import { createAuctionCloser } from './auctions/auction-closer.js';
import { AuctionClosingService } from './auctions/auction-closing.service.js';
import { createAuctionReminderRunner } from './auction-reminders/auction-reminder-runner.js';
import { AuctionRemindersRepository } from './auction-reminders/auction-reminders.repository.js';
import { AuctionsRepository } from './auctions/auctions.repository.js';
import { BeaconSource, type BeaconSourceOptions } from './drawn-releases/beacon/beacon-source.js';
import { createDrawCloser } from './drawn-releases/draw-closer.js';
import { DrawMakingService } from './drawn-releases/draw-making.service.js';
import { subscribeDrawClaims } from './drawn-releases/draw-claims.consumer.js';
import { DrawnReleasesRepository } from './drawn-releases/drawn-releases.repository.js';
import { ComingSoonConversionService } from './coming-soon/coming-soon-conversion.service.js';
import { createScheduledConversionRunner } from './scheduled-conversions/scheduled-conversion-runner.js';
import { createStockHoldSweeper } from './stock-holds/stock-hold-sweeper.js';
import { AuctionClaimsService } from './auctions/auction-claims.service.js';
import { subscribeAuctionClaims } from './auctions/auction-claims.consumer.js';
import { subscribeBuyerCards } from './buyer-cards/buyer-cards.consumer.js';
import { subscribeBuyerTexting } from './buyer-texting/buyer-texting.consumer.js';
import { subscribeBuyerProfiles } from './bidders/buyer-profiles.consumer.js';
import { subscribeStockHoldCommits } from './stock-holds/stock-holds.consumer.js';
import { subscribeOrderRestocks } from './stock-holds/order-restocks.consumer.js';
import { StockHoldsRepository } from './stock-holds/stock-holds.repository.js';
import { createOfferExpirer } from './offers/offer-expirer.js';
import { subscribeOfferClaims } from './offers/offer-claims.consumer.js';
import { OffersRepository } from './offers/offers.repository.js';

export const catalogMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export type CatalogDependencies = OwnProcessDependencies;

export interface CatalogHttpOptions extends ServiceListenOptions {
  /** How often expired stock holds are released (default 15 s). */
  stockHoldSweepIntervalMs?: number;
  /** How often auctions past their end are closed and their winners named (default 2 s). */
  auctionCloseIntervalMs?: number;
  /** How often drawn releases past their entry window are drawn (default 2 s). */
  drawCloseIntervalMs?: number;
  /**
   * drand's beacon for drawn releases: the mirrors (DRAND_URLS; none, the default here: the beacon
   * is off and releases open with the house's seed alone) and, for tests, a chain of their own.
   */
  beacon?: BeaconSourceOptions;
  /** How often sneak peeks scheduled to convert are looked for (default 5 s). */
  scheduledConversionIntervalMs?: number;
  /** How often due auction reminders (an hour before the end) are looked for (default 5 s). */
  auctionReminderIntervalMs?: number;
  /** How often offers past their time are expired (default 10 s). */
  offerExpiryIntervalMs?: number;
}

export interface RunningCatalog extends RunningService<CatalogDatabase> {
  stockHoldSweeper: PeriodicTask<number>;
  auctionCloser: PeriodicTask<number>;
  drawCloser: PeriodicTask<number>;
  scheduledConversions: PeriodicTask<number>;
  auctionReminders: PeriodicTask<number>;
  offerExpirer: PeriodicTask<number>;
}

/**
 * Migrates the catalog's schema, then serves its HTTP API and relays its outbox. The same code runs
 * in every mode; only the database connection and the event bus passed in differ.
 */
export async function startCatalog(
  deps: CatalogDependencies,
  listenOn: CatalogHttpOptions,
): Promise<RunningCatalog> {
  const { service, db } = await ServiceHost.start('catalog', deps, {
    migrationsDir: catalogMigrationsDir,
    openDatabase: () => new CatalogDatabase(deps.database, { outbox: deps }),
  });
  const beacons = new BeaconSource(listenOn.beacon ?? { urls: [] });
  const { app, url } = await service.serve(CatalogModule.forRoot(db, service.readinessChecks(), beacons), {
    port: listenOn.port,
    host: listenOn.host,
    adminAssertionSecret: listenOn.internalAuthSecret,
  });
  await subscribeStockHoldCommits(deps.bus, db, deps.logger);
  await subscribeOrderRestocks(deps.bus, db, deps.logger);
  await subscribeBuyerCards(deps.bus, db);
  await subscribeBuyerTexting(deps.bus, db);
  await subscribeBuyerProfiles(deps.bus, db);
  await subscribeAuctionClaims(deps.bus, db, app.get(AuctionClaimsService), deps.logger);
  const holds = app.get(StockHoldsRepository);
  const stockHoldSweeper = service.runs(
    createStockHoldSweeper(holds, deps.logger, listenOn.stockHoldSweepIntervalMs ?? 15_000),
  );
  service.onClose(
    stockHoldScrape.add(async () => {
      const { active, overdue } = await holds.activeCounts();
      stockHoldsActive.set(active);
      stockHoldsOverdue.set(overdue);
    }),
  );
  const auctionCloser = service.runs(
    createAuctionCloser(
      app.get(AuctionClosingService),
      deps.logger,
      listenOn.auctionCloseIntervalMs ?? 2_000,
    ),
  );
  service.onClose(
    auctionScrape.add(async () => auctionsOverdue.set(await app.get(AuctionsRepository).overdueCount())),
  );
  await subscribeDrawClaims(deps.bus, db, app.get(DrawMakingService), deps.logger);
  const drawCloser = service.runs(
    createDrawCloser(
      app.get(DrawnReleasesRepository),
      app.get(DrawMakingService),
      beacons,
      deps.logger,
      listenOn.drawCloseIntervalMs ?? 2_000,
    ),
  );
  const scheduledConversions = service.runs(
    createScheduledConversionRunner(
      app.get(ComingSoonConversionService),
      deps.logger,
      listenOn.scheduledConversionIntervalMs ?? 5_000,
    ),
  );
  const auctionReminders = service.runs(
    createAuctionReminderRunner(
      app.get(AuctionRemindersRepository),
      deps.logger,
      listenOn.auctionReminderIntervalMs ?? 5_000,
    ),
  );
  await subscribeOfferClaims(deps.bus, app.get(OffersRepository), deps.logger);
  const offerExpirer = service.runs(
    createOfferExpirer(app.get(OffersRepository), deps.logger, listenOn.offerExpiryIntervalMs ?? 10_000),
  );
  return {
    app,
    db,
    url,
    auctionReminders,
    offerExpirer,
    stockHoldSweeper,
    auctionCloser,
    drawCloser,
    scheduledConversions,
    close: () => service.close(),
  };
}
