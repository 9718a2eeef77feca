// Every schema of the store and its migrations, in the order the services depend on each other:
// what the migrate command applies and the backup command dumps.
import { ADMIN_MEDIA_SCHEMA, adminMediaMigrationsDir } from '@atelier/admin-media';
import { CART_CHECKOUT_SCHEMA, cartCheckoutMigrationsDir } from '@atelier/cart-checkout';
import { CATALOG_SCHEMA, catalogMigrationsDir } from '@atelier/catalog';
import { GATEWAY_SCHEMA, gatewayMigrationsDir } from '@atelier/gateway';
import { NOTIFICATIONS_SCHEMA, notificationsMigrationsDir } from '@atelier/notifications';

export const storeSchemas = [
  { schema: CATALOG_SCHEMA, migrationsDir: catalogMigrationsDir },
  { schema: CART_CHECKOUT_SCHEMA, migrationsDir: cartCheckoutMigrationsDir },
  { schema: NOTIFICATIONS_SCHEMA, migrationsDir: notificationsMigrationsDir },
  { schema: ADMIN_MEDIA_SCHEMA, migrationsDir: adminMediaMigrationsDir },
  { schema: GATEWAY_SCHEMA, migrationsDir: gatewayMigrationsDir },
];
