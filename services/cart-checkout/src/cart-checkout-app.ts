import { fileURLToPath } from 'node:url';
import {
  claimScrape,
  claimsPayingOldestAge,
  type OwnProcessDependencies,
  type PeriodicTask,
  type RunningService,
  ServiceHost,
  type ServiceListenOptions,
} from '@atelier/platform';
import { CartCheckoutModule } from './app.module.js';
import { BuyerCardsRepository } from './buyer-cards/buyer-cards.repository.js';
import { subscribeBuyerPhones } from './buyer-phones/buyer-phones.consumer.js';
import { BuyerPhonesRepository } from './buyer-phones/buyer-phones.repository.js';
import { ClaimPayment } from './claims/claim-payment.js';
import { createClaimSweeper } from './claims/claim-sweeper.js';
import { ClaimsRepository } from './claims/claims.repository.js';
import { ClaimsService } from './claims/claims.service.js';
import { subscribePieceAwarded } from './claims/piece-awarded.consumer.js';
import { StockHoldsClient } from './catalog-client/stock-holds.client.js';
import { createCheckoutExpiry } from './checkout/checkout-expiry.js';
import { type CheckoutRules, CheckoutService } from './checkout/checkout.service.js';
import { CheckoutsRepository } from './checkout/checkouts.repository.js';
import { CartCheckoutDatabase } from './database/cart-checkout-database.js';
import { FulfilmentService } from './fulfilment/fulfilment.service.js';
import { OrdersRepository } from './orders/orders.repository.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { SimulatedPaymentProvider } from './payments/simulated-payment-provider.js';
import type { StripeSettings } from './payments/stripe-payment-provider.js';
import { DemoSalesTax } from './tax/demo-sales-tax.js';
import type { SalesTax } from './tax/sales-tax.js';
import { subscribeTaxTransactions } from './tax/tax-transactions.consumer.js';
import { fillProductReadModel, subscribeProductReadModel } from './products/product-events.consumer.js';

export const cartCheckoutMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export type CartCheckoutDependencies = OwnProcessDependencies;

export type PaymentSettings = { provider: 'simulated' } | ({ provider: 'stripe' } & StripeSettings);

/** internalAuthSecret also signs the calls to catalog. */
export interface CartCheckoutOptions extends CheckoutRules, ServiceListenOptions {
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

export interface RunningCartCheckout extends RunningService<CartCheckoutDatabase> {
  expiry: PeriodicTask<void>;
  claimSweeper: PeriodicTask<number>;
}

/** Migrates the schema, subscribes to catalog's product events, serves the API, relays the outbox. */
export async function startCartCheckout(
  deps: CartCheckoutDependencies,
  options: CartCheckoutOptions,
): Promise<RunningCartCheckout> {
  const { service, db } = await ServiceHost.start('cart-checkout', deps, {
    migrationsDir: cartCheckoutMigrationsDir,
    openDatabase: () => new CartCheckoutDatabase(deps.database, { outbox: deps }),
  });
  await subscribeProductReadModel(deps.bus, db);
  await fillProductReadModel(db, options.catalogUrl, deps.logger);
  const { provider, salesTax } = await paymentAdapters(options.payments, db);
  const { app, url } = await service.serve(
    CartCheckoutModule.forRoot({
      database: db,
      provider,
      salesTax,
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
      readinessChecks: service.readinessChecks(),
    }),
    {
      port: options.port,
      host: options.host,
      adminAssertionSecret: options.internalAuthSecret,
      // The gateway names the shopper in X-Forwarded-For; only it is believed (holds per address).
      trustProxy: options.trustedProxies ?? 'loopback',
      logFields: { payments: provider.name },
    },
  );
  const expiry = service.runs(
    createCheckoutExpiry(
      {
        checkouts: app.get(CheckoutsRepository),
        checkout: app.get(CheckoutService),
        fulfilment: app.get(FulfilmentService),
        logger: deps.logger,
      },
      options.expirySweepIntervalMs ?? 30_000,
    ),
  );
  await subscribePieceAwarded(deps.bus, db, app.get(ClaimsService));
  await subscribeBuyerPhones(deps.bus, app.get(BuyerPhonesRepository));
  await subscribeTaxTransactions(deps.bus, app.get(OrdersRepository), salesTax);
  const claimSweeper = service.runs(
    createClaimSweeper(
      {
        claims: app.get(ClaimsRepository),
        checkouts: app.get(CheckoutsRepository),
        cards: app.get(BuyerCardsRepository),
        payment: app.get(ClaimPayment),
        logger: deps.logger,
      },
      options.claimSweepIntervalMs ?? 30_000,
    ),
  );
  service.onClose(
    claimScrape.add(async () =>
      claimsPayingOldestAge.set(await app.get(ClaimsRepository).oldestPayingAgeSeconds()),
    ),
  );
  return { app, db, url, expiry, claimSweeper, close: () => service.close() };
}

/**
 * Who takes the card and who computes the sales tax: Stripe and Stripe Tax on one SDK client, or
 * the simulated provider and the demo table of state rates. Stripe's SDK (~4 MB of heap) is loaded
 * only by a store that takes real payments.
 */
async function paymentAdapters(
  payments: PaymentSettings,
  db: CartCheckoutDatabase,
): Promise<{ provider: PaymentProvider; salesTax: SalesTax }> {
  if (payments.provider !== 'stripe')
    return { provider: new SimulatedPaymentProvider(db), salesTax: new DemoSalesTax() };
  const { StripePaymentProvider, createStripeClient } = await import('./payments/stripe-payment-provider.js');
  const { StripeSalesTax } = await import('./tax/stripe-sales-tax.js');
  const stripe = createStripeClient(payments);
  return { provider: new StripePaymentProvider(payments, stripe), salesTax: new StripeSalesTax(stripe) };
}
