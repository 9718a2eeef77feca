import {
  blankAsUnset,
  envHttpUrl,
  envOptional,
  envTrustedProxies,
  loadConfig,
  serviceEnvFields,
} from '@atelier/platform';
import { z } from 'zod';

const optionalSecret = (prefix: string) =>
  envOptional(z.string().startsWith(prefix, `must start with ${prefix}`));

/** Checkout rules shared by every mode (all-in-one passes its own values). */
export const checkoutSettingsSchema = z.object({
  /**
   * How long opening checkout holds its pieces: short, because opening costs a request and nothing
   * more. Pressing Pay (which needs the delivery details) extends the hold to HOLD_MINUTES.
   */
  HOLD_MINUTES_BEFORE_PAYMENT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(60).default(5)),
  /** How long a checkout holds its pieces once the shopper presses Pay, before they go back on sale. */
  HOLD_MINUTES: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
  ),
  /** Pieces one session may hold at once, across its open checkouts. */
  MAX_HELD_PIECES: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(100).default(5)),
  /** Payment intents one session may create per hour (a clear 429 beyond). */
  INTENTS_PER_SESSION_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(30)),
  /** Pieces all sessions from one client address may hold at once (session ids cost nothing; addresses do). */
  MAX_HELD_PIECES_PER_ADDRESS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(1000).default(6),
  ),
  /** Checkouts (holds) one client address may open per hour. */
  HOLDS_PER_ADDRESS_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(40)),
  /** How long a won piece's claim link stays valid before the piece passes to the next in line. */
  CLAIM_HOURS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(48),
  ),
});

/** Environment of the cart-checkout service as its own process (cluster, containers). */
const cartCheckoutEnvSchema = checkoutSettingsSchema
  .extend({
    ...serviceEnvFields(3102),
    /** Whose X-Forwarded-For names the shopper: the gateway's addresses (Fastify trustProxy; default loopback). */
    TRUSTED_PROXIES: envTrustedProxies,
    /** The store's public address, for the confirmation link in the provider's receipt. */
    PUBLIC_ORIGIN: envHttpUrl.optional(),
    /** Catalog's base URL: stock holds (internal routes) and the read model's first fill. */
    CATALOG_URL: envHttpUrl,
    /** stripe needs the three STRIPE_* keys; simulated is the labelled test-card provider. */
    PAYMENT_PROVIDER: z
      .enum(['stripe', 'simulated'], { error: 'must be stripe or simulated' })
      .default('simulated'),
    STRIPE_SECRET_KEY: optionalSecret('sk_'),
    STRIPE_PUBLISHABLE_KEY: optionalSecret('pk_'),
    STRIPE_WEBHOOK_SECRET: optionalSecret('whsec_'),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER !== 'stripe') return;
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=stripe' });
  });

export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;

export const loadCartCheckoutEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('cart-checkout', cartCheckoutEnvSchema, env);
