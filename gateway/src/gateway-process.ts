// The gateway as its own process (cluster and container modes). It only consumes events (edge
// cache invalidation); it publishes nothing.
import 'reflect-metadata';
import { runServiceProcess } from '@atelier/platform';
import { loadGatewayEnv } from './config.js';
import { startGateway } from './gateway-app.js';

const env = loadGatewayEnv();
await runServiceProcess('gateway', env, (deps) =>
  startGateway(
    {
      ...deps,
      upstreams: {
        catalog: env.CATALOG_URL,
        'cart-checkout': env.CART_CHECKOUT_URL,
        notifications: env.NOTIFICATIONS_URL,
        'admin-media': env.ADMIN_MEDIA_URL,
      },
    },
    env,
  ),
);
