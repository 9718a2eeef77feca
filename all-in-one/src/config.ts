import { resolve } from 'node:path';
import { envBoolean, envLogLevel, envPort, loadConfig } from '@atelier/platform';
import { checkS3Settings, mediaStorageSettingsSchema } from '@atelier/admin-media';
import { checkoutSettingsSchema } from '@atelier/cart-checkout';
import { parseDrandUrls } from '@atelier/catalog';
import { gatewaySettingsSchema } from '@atelier/gateway';
import { textingEnvFields } from '@atelier/notifications';
import { z } from 'zod';

/**
 * All-in-one mode: every service and the gateway in one process over one embedded PGlite database.
 * ADMIN_PASSWORD may be left unset here: a random one is made on first start and kept in DATA_DIR.
 * Checkout takes its hold time and limits from here; payments are always the simulated provider.
 */
const allInOneEnvSchema = gatewaySettingsSchema.extend(checkoutSettingsSchema.shape).extend({
  ...mediaStorageSettingsSchema.shape,
  // Unset: DATA_DIR/uploads.
  MEDIA_DIR: z
    .string()
    .transform((dir) => resolve(dir))
    .optional(),
  ADMIN_MEDIA_PORT: envPort(0),
  // Blank (ADMIN_PASSWORD=) means unset, as in a copied .env.example.
  ADMIN_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    gatewaySettingsSchema.shape.ADMIN_PASSWORD.optional(),
  ),
  // Optional here: a random secret is made at every start and handed to each app in-process.
  INTERNAL_AUTH_SECRET: gatewaySettingsSchema.shape.INTERNAL_AUTH_SECRET.optional(),
  DATA_DIR: z
    .string()
    .default('.data')
    .transform((dir) => resolve(dir)),
  CATALOG_PORT: envPort(0),
  // drand quicknet mirrors for drawn releases (comma-separated). Unset or empty here: the beacon is
  // off (an offline demo), and releases open with the house's seed alone, saying so on their page.
  DRAND_URLS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseDrandUrls(value, []);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  NOTIFICATIONS_PORT: envPort(0),
  // Drop-day texts: logged here (no SMS provider in this mode), with the same rate and retries.
  ...textingEnvFields,
  CART_CHECKOUT_PORT: envPort(0),
  SEED_DEMO_DATA: envBoolean(true),
  LOG_LEVEL: envLogLevel,
});

export type AllInOneEnv = z.infer<typeof allInOneEnvSchema>;

export const loadAllInOneEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('all-in-one', allInOneEnvSchema.superRefine(checkS3Settings), env);
