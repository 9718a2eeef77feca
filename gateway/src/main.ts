// The gateway as its own process (cluster and container modes).
import 'reflect-metadata';
import {
  closeDatabase,
  closeOnSignals,
  connectPostgres,
  createLogger,
  RabbitMqEventBus,
} from '@atelier/platform';
import { loadGatewayEnv } from './config.js';
import { startGateway } from './gateway-app.js';

const env = loadGatewayEnv();
const logger = createLogger('gateway', env.LOG_LEVEL);
const database = connectPostgres(env.DATABASE_URL);
// The gateway only consumes (edge cache invalidation); it publishes nothing.
const bus = new RabbitMqEventBus({ url: env.RABBITMQ_URL, namespace: env.EVENT_NAMESPACE, logger });
await bus.start();
const gateway = await startGateway(
  {
    database,
    logger,
    bus,
    upstreams: {
      catalog: env.CATALOG_URL,
      'cart-checkout': env.CART_CHECKOUT_URL,
      notifications: env.NOTIFICATIONS_URL,
      'admin-media': env.ADMIN_MEDIA_URL,
    },
  },
  env,
);

closeOnSignals(logger, [() => gateway.close(), () => bus.close(), () => closeDatabase(database)]);
