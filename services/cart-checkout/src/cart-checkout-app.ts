import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import {
  type OwnProcessDependencies,
  type RunningService,
  runServiceProcess,
  ServiceHost,
  type ServiceListenOptions,
} from '@atelier/platform';
import { CartCheckoutModule } from './app.module.js';
import { CartCheckoutIntervals, type CartCheckoutIntervalOptions } from './cart-checkout-intervals.js';
import { StockHoldsClient } from './catalog-client/stock-holds.client.js';
import { CheckoutExpiry } from './checkout/checkout-expiry.js';
import type { CheckoutRules } from './checkout/checkout.service.js';
import { ClaimSweeper } from './claims/claim-sweeper.js';
import { loadCartCheckoutEnv } from './config.js';
import { CartCheckoutDatabase } from './database/cart-checkout-database.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { SimulatedPaymentProvider } from './payments/simulated-payment-provider.js';
import type { StripeSettings } from './payments/stripe-payment-provider.js';
import { DemoSalesTax } from './tax/demo-sales-tax.js';
import type { SalesTax } from './tax/sales-tax.js';

export const cartCheckoutMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export type CartCheckoutDependencies = OwnProcessDependencies;

export type PaymentSettings = { provider: 'simulated' } | ({ provider: 'stripe' } & StripeSettings);

/** internalAuthSecret also signs the calls to catalog. */
export interface CartCheckoutOptions
  extends CheckoutRules, ServiceListenOptions, CartCheckoutIntervalOptions {
  catalogUrl: string;
  payments: PaymentSettings;
  /** Whose X-Forwarded-For names the shopper (the gateway's addresses); default loopback. */
  trustedProxies?: string;
  /** How long a won piece's claim link stays valid (CLAIM_HOURS, default 48). */
  claimHours?: number;
}

/** The started service; its periodic tasks are there for tests to run a pass when they choose. */
export interface RunningCartCheckout extends RunningService<CartCheckoutDatabase> {
  expiry: CheckoutExpiry;
  claimSweeper: ClaimSweeper;
}

/**
 * Migrates the schema, serves the API and relays the outbox; its event consumers (catalog's
 * product events first, which also fill the product read model) and periodic tasks are
 * CartCheckoutModule's providers, which ServiceHost subscribes and starts.
 */
export async function startCartCheckout(
  deps: CartCheckoutDependencies,
  options: CartCheckoutOptions,
): Promise<RunningCartCheckout> {
  const { service, db } = await ServiceHost.start('cart-checkout', deps, {
    migrationsDir: cartCheckoutMigrationsDir,
    openDatabase: () => new CartCheckoutDatabase(deps.database, { outbox: deps }),
  });
  const { provider, salesTax } = await paymentAdapters(options.payments, db);
  const { app, url } = await service.serve(
    CartCheckoutModule.forRoot({
      database: db,
      provider,
      salesTax,
      holds: new StockHoldsClient(options.catalogUrl, options.internalAuthSecret),
      catalogUrl: options.catalogUrl,
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
      intervals: new CartCheckoutIntervals(options),
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
  return {
    app,
    db,
    url,
    expiry: app.get(CheckoutExpiry),
    claimSweeper: app.get(ClaimSweeper),
    close: () => service.close(),
  };
}

/**
 * Cart and checkout as its own process (cluster and container modes, started by main.ts):
 * PostgreSQL and RabbitMQ from the environment.
 */
export async function runCartCheckoutProcess(): Promise<RunningCartCheckout> {
  const env = loadCartCheckoutEnv();
  return runServiceProcess('cart-checkout', env, (deps) =>
    startCartCheckout(deps, {
      port: env.PORT,
      host: env.HOST,
      internalAuthSecret: env.INTERNAL_AUTH_SECRET,
      catalogUrl: env.CATALOG_URL,
      holdMinutes: env.HOLD_MINUTES,
      holdMinutesBeforePayment: env.HOLD_MINUTES_BEFORE_PAYMENT,
      publicOrigin: env.PUBLIC_ORIGIN,
      maxHeldPieces: env.MAX_HELD_PIECES,
      intentsPerSessionPerHour: env.INTENTS_PER_SESSION_PER_HOUR,
      maxHeldPiecesPerAddress: env.MAX_HELD_PIECES_PER_ADDRESS,
      holdsPerAddressPerHour: env.HOLDS_PER_ADDRESS_PER_HOUR,
      claimHours: env.CLAIM_HOURS,
      trustedProxies: env.TRUSTED_PROXIES,
      // The config's check guarantees the three keys when PAYMENT_PROVIDER=stripe.
      payments:
        env.PAYMENT_PROVIDER === 'stripe'
          ? {
              provider: 'stripe',
              secretKey: env.STRIPE_SECRET_KEY!,
              publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
            }
          : { provider: 'simulated' },
    }),
  );
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
