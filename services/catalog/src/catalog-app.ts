import { fileURLToPath } from 'node:url';
import {
  createHttpApp,
  type DatabaseConnection,
  type EventBus,
  listen,
  pingDatabase,
  runMigrations,
  stockHoldScrape,
  stockHoldsActive,
  stockHoldsOverdue,
} from '@atelier/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { CatalogModule } from './app.module.js';
import { CATALOG_SCHEMA, CatalogDatabase } from './database/catalog-database.js';
import { auctionChangedEvent } from '@atelier/contracts';
import { AuctionLiveUpdates } from './auctions/auction-live-updates.js';
import { AuctionCloser } from './auctions/auction-closer.js';
import { AuctionsRepository } from './auctions/auctions.repository.js';
import { DrawCloser } from './drawn-releases/draw-closer.js';
import { subscribeDrawClaims } from './drawn-releases/draw-claims.consumer.js';
import { DrawnReleasesRepository } from './drawn-releases/drawn-releases.repository.js';
import { StockHoldSweeper } from './stock-holds/stock-hold-sweeper.js';
import { AuctionClaimsRepository } from './auctions/auction-claims.repository.js';
import { subscribeAuctionClaims } from './auctions/auction-claims.consumer.js';
import { subscribeBuyerCards } from './buyer-cards/buyer-cards.consumer.js';
import { subscribeStockHoldCommits } from './stock-holds/stock-holds.consumer.js';
import { StockHoldsRepository } from './stock-holds/stock-holds.repository.js';
import { registerPublicReadCache } from './public-reads/public-read-cache.hooks.js';

export const catalogMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface CatalogDependencies {
  database: DatabaseConnection;
  bus: EventBus;
  logger: Logger;
}

export interface CatalogHttpOptions {
  port: number;
  host: string;
  /** INTERNAL_AUTH_SECRET: admin routes accept only requests carrying the gateway's signed assertion. */
  internalAuthSecret: string;
  /** How often expired stock holds are released (default 15 s). */
  stockHoldSweepIntervalMs?: number;
  /** How often auctions past their end are closed and their winners named (default 2 s). */
  auctionCloseIntervalMs?: number;
  /** How often drawn releases past their entry window are drawn (default 2 s). */
  drawCloseIntervalMs?: number;
}

export interface RunningCatalog {
  app: NestFastifyApplication;
  db: CatalogDatabase;
  url: string;
  stockHoldSweeper: StockHoldSweeper;
  auctionCloser: AuctionCloser;
  drawCloser: DrawCloser;
  close(): Promise<void>;
}

/**
 * Migrates the catalog's schema, then serves its HTTP API and relays its outbox. The same code runs
 * in every mode; only the database connection and the event bus passed in differ.
 */
export async function startCatalog(
  deps: CatalogDependencies,
  listenOn: CatalogHttpOptions,
): Promise<RunningCatalog> {
  await runMigrations(deps.database, {
    schema: CATALOG_SCHEMA,
    migrationsDir: catalogMigrationsDir,
    logger: deps.logger,
  });
  const db = new CatalogDatabase(deps.database, deps.bus, deps.logger);
  const app = await createHttpApp(
    CatalogModule.forRoot(db, [
      { name: 'database', check: () => pingDatabase(deps.database) },
      { name: 'event-bus', check: () => deps.bus.ping() },
    ]),
    {
      service: 'catalog',
      logger: deps.logger,
      adminAssertionSecret: listenOn.internalAuthSecret,
      configure: async (fastify) => registerPublicReadCache(fastify, db.publicReads),
    },
  );
  const url = await listen(app, listenOn.port, listenOn.host);
  db.relay.start();
  await subscribeStockHoldCommits(deps.bus, db, deps.logger);
  await subscribeBuyerCards(deps.bus, db);
  await subscribeAuctionClaims(deps.bus, app.get(AuctionClaimsRepository), deps.logger);
  // Every instance hears every auction change (its own and other instances'), for its open pages.
  const live = app.get(AuctionLiveUpdates);
  await deps.bus.subscribeTo(
    auctionChangedEvent,
    { consumer: 'catalog-auction-live', delivery: 'per-instance' },
    async (event) => live.publish(event.payload.auction),
  );
  const stockHoldSweeper = new StockHoldSweeper(
    app.get(StockHoldsRepository),
    deps.logger,
    listenOn.stockHoldSweepIntervalMs ?? 15_000,
  );
  stockHoldSweeper.start();
  const stopReportingHolds = stockHoldScrape.add(async () => {
    // Both counts from the partial index of active holds; overdue ones are what the sweeper missed.
    const [row] = await db.prisma.$queryRawUnsafe<Array<{ active: number; overdue: number }>>(
      `SELECT count(*)::int AS active, (count(*) FILTER (WHERE expires_at < now()))::int AS overdue
       FROM "${CATALOG_SCHEMA}"."stock_holds" WHERE status = 'active'`,
    );
    stockHoldsActive.set(Number(row?.active ?? 0));
    stockHoldsOverdue.set(Number(row?.overdue ?? 0));
  });
  const auctionCloser = new AuctionCloser(
    app.get(AuctionsRepository),
    deps.logger,
    listenOn.auctionCloseIntervalMs ?? 2_000,
  );
  auctionCloser.start();
  await subscribeDrawClaims(deps.bus, db, deps.logger);
  const drawCloser = new DrawCloser(
    app.get(DrawnReleasesRepository),
    deps.logger,
    listenOn.drawCloseIntervalMs ?? 2_000,
  );
  drawCloser.start();
  deps.logger.info({ url }, 'catalog listening');
  return {
    app,
    db,
    url,
    stockHoldSweeper,
    auctionCloser,
    drawCloser,
    close: async () => {
      stopReportingHolds();
      await stockHoldSweeper.stop();
      await auctionCloser.stop();
      await drawCloser.stop();
      await app.close();
      await db.close();
    },
  };
}
