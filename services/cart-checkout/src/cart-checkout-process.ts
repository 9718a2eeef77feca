// The cart-checkout service as its own process (cluster and container modes): PostgreSQL + RabbitMQ.
import 'reflect-metadata';
import { runServiceProcess } from '@atelier/platform';
import { startCartCheckout } from './cart-checkout-app.js';
import { loadCartCheckoutEnv } from './config.js';

const env = loadCartCheckoutEnv();
await runServiceProcess('cart-checkout', env, (deps) =>
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
