import { fileURLToPath } from 'node:url';
import {
  createHttpApp,
  type DatabaseConnection,
  type EventBus,
  listen,
  pingDatabase,
  runMigrations,
} from '@atelier/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { CartCheckoutModule } from './app.module.js';
import { BuyerCardsRepository } from './buyer-cards/buyer-cards.repository.js';
import { ClaimPayment } from './claims/claim-payment.js';
import { ClaimSweeper } from './claims/claim-sweeper.js';
import { ClaimsRepository } from './claims/claims.repository.js';
import { ClaimsService } from './claims/claims.service.js';
import { subscribePieceAwarded } from './claims/piece-awarded.consumer.js';
import { StockHoldsClient } from './catalog-client/stock-holds.client.js';
import { CheckoutExpiry } from './checkout/checkout-expiry.js';
import { type CheckoutRules, CheckoutService } from './checkout/checkout.service.js';
import { CheckoutsRepository } from './checkout/checkouts.repository.js';
import { CART_CHECKOUT_SCHEMA, CartCheckoutDatabase } from './database/cart-checkout-database.js';
import { FulfilmentService } from './fulfilment/fulfilment.service.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { SimulatedPaymentProvider } from './payments/simulated-payment-provider.js';
import type { StripeSettings } from './payments/stripe-payment-provider.js';
import { fillProductReadModel, subscribeProductReadModel } from './products/product-events.consumer.js';

export const cartCheckoutMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface CartCheckoutDependencies {
  database: DatabaseConnection;
  bus: EventBus;
  logger: Logger;
}

export type PaymentSettings = { provider: 'simulated' } | ({ provider: 'stripe' } & StripeSettings);

export interface CartCheckoutOptions extends CheckoutRules {
  port: number;
  host: string;
  /** INTERNAL_AUTH_SECRET: checks the gateway's admin assertion and signs calls to catalog. */
  internalAuthSecret: string;
  catalogUrl: string;
  payments: PaymentSettings;
  /** Whose X-Forwarded-For names the shopper (the gateway's addresses); default loopback. */
  trustedProxies?: string;
  /** How often open checkouts with an expired hold are settled (default 30 s). */
  expirySweepIntervalMs?: number;
  /** How long a won piece's claim link stays valid (CLAIM_HOURS, default 48). */
  claimHours?: number;
  /** How often expired claims are lapsed (default 30 s). */
  claimSweepIntervalMs?: number;
}

export interface RunningCartCheckout {
  app: NestFastifyApplication;
  db: CartCheckoutDatabase;
  url: string;
  expiry: CheckoutExpiry;
  claimSweeper: ClaimSweeper;
  close(): Promise<void>;
}

/** Migrates the schema, subscribes to catalog's product events, serves the API, relays the outbox. */
export async function startCartCheckout(
  deps: CartCheckoutDependencies,
  options: CartCheckoutOptions,
): Promise<RunningCartCheckout> {
  await runMigrations(deps.database, {
    schema: CART_CHECKOUT_SCHEMA,
    migrationsDir: cartCheckoutMigrationsDir,
    logger: deps.logger,
  });
  const db = new CartCheckoutDatabase(deps.database, deps.bus, deps.logger);
  await subscribeProductReadModel(deps.bus, db);
  await fillProductReadModel(db, options.catalogUrl, deps.logger);
  // Stripe's SDK (~4 MB of heap) is loaded only by a store that takes real payments.
  const provider: PaymentProvider =
    options.payments.provider === 'stripe'
      ? new (await import('./payments/stripe-payment-provider.js')).StripePaymentProvider(options.payments)
      : new SimulatedPaymentProvider(db);
  const app = await createHttpApp(
    CartCheckoutModule.forRoot({
      database: db,
      provider,
      holds: new StockHoldsClient(options.catalogUrl, options.internalAuthSecret),
      rules: {
        holdMinutes: options.holdMinutes,
        holdMinutesBeforePayment: options.holdMinutesBeforePayment,
        publicOrigin: options.publicOrigin,
        maxHeldPieces: options.maxHeldPieces,
        intentsPerSessionPerHour: options.intentsPerSessionPerHour,
        maxHeldPiecesPerAddress: options.maxHeldPiecesPerAddress,
        holdsPerAddressPerHour: options.holdsPerAddressPerHour,
      },
      claims: { claimHours: options.claimHours ?? 48, secret: options.internalAuthSecret },
      logger: deps.logger,
      readinessChecks: [
        { name: 'database', check: () => pingDatabase(deps.database) },
        { name: 'event-bus', check: () => deps.bus.ping() },
      ],
    }),
    {
      service: 'cart-checkout',
      logger: deps.logger,
      adminAssertionSecret: options.internalAuthSecret,
      // The gateway names the shopper in X-Forwarded-For; only it is believed (holds per address).
      trustProxy: options.trustedProxies ?? 'loopback',
    },
  );
  const url = await listen(app, options.port, options.host);
  db.relay.start();
  const expiry = new CheckoutExpiry(
    app.get(CheckoutsRepository),
    app.get(CheckoutService),
    app.get(FulfilmentService),
    deps.logger,
    options.expirySweepIntervalMs ?? 30_000,
  );
  expiry.start();
  await subscribePieceAwarded(deps.bus, app.get(ClaimsService));
  const claimSweeper = new ClaimSweeper(
    app.get(ClaimsRepository),
    app.get(CheckoutsRepository),
    app.get(BuyerCardsRepository),
    app.get(ClaimPayment),
    deps.logger,
    options.claimSweepIntervalMs ?? 30_000,
  );
  claimSweeper.start();
  deps.logger.info({ url, payments: provider.name }, 'cart-checkout listening');
  return {
    app,
    db,
    url,
    expiry,
    claimSweeper,
    close: async () => {
      await claimSweeper.stop();
      await expiry.stop();
      await app.close();
      await db.close();
    },
  };
}
