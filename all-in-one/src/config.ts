import { resolve } from 'node:path';
import { envBoolean, envLogLevel, envPort, loadConfig } from '@atelier/platform';
import { checkoutSettingsSchema } from '@atelier/cart-checkout';
import { gatewaySettingsSchema } from '@atelier/gateway';
import { z } from 'zod';

/**
 * All-in-one mode: every service and the gateway in one process over one embedded PGlite database.
 * ADMIN_PASSWORD may be left unset here: a random one is made on first start and kept in DATA_DIR.
 */
// Checkout's hold time and limits; payments are always the simulated provider here.
const allInOneEnvSchema = gatewaySettingsSchema.extend(checkoutSettingsSchema.shape).extend({
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
  CART_CHECKOUT_PORT: envPort(0),
  SEED_DEMO_DATA: envBoolean(true),
  LOG_LEVEL: envLogLevel,
});

export type AllInOneEnv = z.infer<typeof allInOneEnvSchema>;

export const loadAllInOneEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('all-in-one', allInOneEnvSchema, env);
