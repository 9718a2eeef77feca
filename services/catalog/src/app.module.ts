import { type DynamicModule, Module } from '@nestjs/common';
import {
  backgroundWork,
  eventConsumers,
  HealthController,
  READINESS_CHECKS,
  type ReadinessCheck,
  SERVICE_LOGGER,
} from '@atelier/platform';
import type { Logger } from 'pino';
import { AuctionClaimsConsumer } from './auctions/auction-claims.consumer.js';
import { AuctionCloser } from './auctions/auction-closer.js';
import { AuctionMetrics } from './auctions/auction-metrics.js';
import { AuctionReminderRunner } from './auction-reminders/auction-reminder-runner.js';
import { BuyerCardsConsumer } from './buyer-cards/buyer-cards.consumer.js';
import { BuyerProfilesConsumer } from './bidders/buyer-profiles.consumer.js';
import { BuyerTextingConsumer } from './buyer-texting/buyer-texting.consumer.js';
import { CatalogIntervals } from './catalog-intervals.js';
import { DrawClaimsConsumer } from './drawn-releases/draw-claims.consumer.js';
import { DrawCloser } from './drawn-releases/draw-closer.js';
import { OfferClaimsConsumer } from './offers/offer-claims.consumer.js';
import { OfferExpirer } from './offers/offer-expirer.js';
import { ScheduledConversionRunner } from './scheduled-conversions/scheduled-conversion-runner.js';
import { OrderRestocksConsumer } from './stock-holds/order-restocks.consumer.js';
import { StockHoldCommitsConsumer } from './stock-holds/stock-holds.consumer.js';
import { StockHoldMetrics } from './stock-holds/stock-hold-metrics.js';
import { StockHoldSweeper } from './stock-holds/stock-hold-sweeper.js';
import { AuctionClaimsRepository } from './auctions/auction-claims.repository.js';
import { AuctionClaimsService } from './auctions/auction-claims.service.js';
import { AuctionClosingService } from './auctions/auction-closing.service.js';
import { AuctionRemindersController } from './auction-reminders/auction-reminders.controller.js';
import { AuctionRemindersRepository } from './auction-reminders/auction-reminders.repository.js';
import { AuctionRemindersService } from './auction-reminders/auction-reminders.service.js';
import { AuctionsController } from './auctions/auctions.controller.js';
import { AuctionsRepository } from './auctions/auctions.repository.js';
import { AuctionsService } from './auctions/auctions.service.js';
import { BuyerCardsRepository } from './buyer-cards/buyer-cards.repository.js';
import { BuyerTextingRepository } from './buyer-texting/buyer-texting.repository.js';
import { BiddersController } from './bidders/bidders.controller.js';
import { BiddersRepository } from './bidders/bidders.repository.js';
import { ArtistsController } from './artists/artists.controller.js';
import { ArtistsRepository } from './artists/artists.repository.js';
import { CollectorAccountController } from './collector-account/collector-account.controller.js';
import { CollectorAccountRepository } from './collector-account/collector-account.repository.js';
import { CollectionsController } from './collections/collections.controller.js';
import { CollectionsRepository } from './collections/collections.repository.js';
import { CollectionsService } from './collections/collections.service.js';
import { ComingSoonController } from './coming-soon/coming-soon.controller.js';
import { ComingSoonConversionService } from './coming-soon/coming-soon-conversion.service.js';
import { ComingSoonRepository } from './coming-soon/coming-soon.repository.js';
import { BeaconSource } from './drawn-releases/beacon/beacon-source.js';
import { DrawMakingService } from './drawn-releases/draw-making.service.js';
import { DrawnReleasesController } from './drawn-releases/drawn-releases.controller.js';
import { DrawnReleasesRepository } from './drawn-releases/drawn-releases.repository.js';
import { DrawnReleasesService } from './drawn-releases/drawn-releases.service.js';
import { CatalogDatabase } from './database/catalog-database.js';
import { OffersController } from './offers/offers.controller.js';
import { OffersRepository } from './offers/offers.repository.js';
import { OffersService } from './offers/offers.service.js';
import { ProductsController } from './products/products.controller.js';
import { LikesRepository } from './likes/likes.repository.js';
import { LikesService } from './likes/likes.service.js';
import { ProductSearchRepository } from './products/product-search.repository.js';
import { ProductsRepository } from './products/products.repository.js';
import { ProductsService } from './products/products.service.js';
import { StockHoldsController } from './stock-holds/stock-holds.controller.js';
import { StockHoldsRepository } from './stock-holds/stock-holds.repository.js';
import { StockHoldsService } from './stock-holds/stock-holds.service.js';
import { CatalogReportController } from './reports/catalog-report.controller.js';
import { CatalogReportRepository } from './reports/catalog-report.repository.js';
import { CatalogReportService } from './reports/catalog-report.service.js';
import { ScheduledConversionsController } from './scheduled-conversions/scheduled-conversions.controller.js';
import { ScheduledConversionsRepository } from './scheduled-conversions/scheduled-conversions.repository.js';
import { StatsController } from './stats/stats.controller.js';
import { StatsRepository } from './stats/stats.repository.js';

/** What startCatalog makes before the module: its database, readiness checks, beacon and settings. */
export interface CatalogModuleValues {
  database: CatalogDatabase;
  readinessChecks: ReadinessCheck[];
  beacons: BeaconSource;
  logger: Logger;
  intervals: CatalogIntervals;
}

/**
 * The catalog: its controllers, its providers, and the event consumers and background work that
 * ServiceHost subscribes and starts (each a provider like any other).
 */
@Module({})
export class CatalogModule {
  static forRoot(values: CatalogModuleValues): DynamicModule {
    return {
      module: CatalogModule,
      controllers: [
        HealthController,
        ArtistsController,
        CollectionsController,
        ProductsController,
        ComingSoonController,
        ScheduledConversionsController,
        StatsController,
        StockHoldsController,
        AuctionsController,
        AuctionRemindersController,
        BiddersController,
        DrawnReleasesController,
        CatalogReportController,
        CollectorAccountController,
        OffersController,
      ],
      providers: [
        { provide: CatalogDatabase, useValue: values.database },
        { provide: READINESS_CHECKS, useValue: values.readinessChecks },
        { provide: BeaconSource, useValue: values.beacons },
        { provide: SERVICE_LOGGER, useValue: values.logger },
        { provide: CatalogIntervals, useValue: values.intervals },
        ArtistsRepository,
        CollectionsRepository,
        CollectionsService,
        ProductsRepository,
        ProductsService,
        ProductSearchRepository,
        ComingSoonRepository,
        ScheduledConversionsRepository,
        ComingSoonConversionService,
        BiddersRepository,
        LikesRepository,
        LikesService,
        CollectorAccountRepository,
        StatsRepository,
        StockHoldsRepository,
        StockHoldsService,
        AuctionRemindersRepository,
        AuctionRemindersService,
        AuctionsRepository,
        AuctionsService,
        AuctionClosingService,
        BuyerCardsRepository,
        BuyerTextingRepository,
        AuctionClaimsRepository,
        AuctionClaimsService,
        DrawnReleasesRepository,
        DrawnReleasesService,
        DrawMakingService,
        CatalogReportRepository,
        CatalogReportService,
        OffersRepository,
        OffersService,
        ...eventConsumers(
          StockHoldCommitsConsumer,
          OrderRestocksConsumer,
          BuyerCardsConsumer,
          BuyerTextingConsumer,
          BuyerProfilesConsumer,
          AuctionClaimsConsumer,
          DrawClaimsConsumer,
          OfferClaimsConsumer,
        ),
        ...backgroundWork(
          StockHoldSweeper,
          StockHoldMetrics,
          AuctionCloser,
          AuctionMetrics,
          DrawCloser,
          ScheduledConversionRunner,
          AuctionReminderRunner,
          OfferExpirer,
        ),
      ],
    };
  }
}
