// The gateway as its own process (cluster and container modes).
import 'reflect-metadata';
import { closeDatabase, closeOnSignals, connectPostgres, createLogger } from '@atelier/platform';
import { loadGatewayEnv } from './config.js';
import { startGateway } from './gateway-app.js';

const env = loadGatewayEnv();
const logger = createLogger('gateway', env.LOG_LEVEL);
const database = connectPostgres(env.DATABASE_URL);
const gateway = await startGateway(
  {
    database,
    logger,
    upstreams: {
      catalog: env.CATALOG_URL,
      'cart-checkout': env.CART_CHECKOUT_URL,
      notifications: env.NOTIFICATIONS_URL,
      'admin-media': env.ADMIN_MEDIA_URL,
    },
  },
  env,
);

closeOnSignals(logger, [() => gateway.close(), () => closeDatabase(database)]);
