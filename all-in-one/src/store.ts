// The whole store in one process (npm start, and the tests that need every app in theirs, such as
// the trace tests): each service and the gateway is still its own Nest app on its own loopback
// port, so requests cross the same HTTP hops as in the cluster.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_MEDIA_SCHEMA,
  createMediaStorage,
  seedDemoHeroMedia,
  startAdminMedia,
} from '@atelier/admin-media';
import { startCartCheckout } from '@atelier/cart-checkout';
import { CATALOG_SCHEMA, seedDemoCatalog, startCatalog } from '@atelier/catalog';
import { startGateway } from '@atelier/gateway';
import { InProcessTextQueue, startNotifications, type TextQueue } from '@atelier/notifications';
import {
  claimFirstStart,
  closeDatabase,
  createLogger,
  type EventBus,
  InProcessEventBus,
  type Logger,
  openPglite,
  pgliteTemplateName,
} from '@atelier/platform';
import { resolveAdminPassword } from './admin-password.js';
import type { AllInOneEnv } from './config.js';
import { demoTemplateIn } from './demo-template.js';

export interface StoreOptions {
  /** Default: the in-process bus (a test may hand it the RabbitMQ bus). */
  bus?: EventBus;
  /** Default: the in-process text queue (a test may hand it BullMQ). */
  textQueue?: TextQueue;
  logger?: Logger;
  /** The texts' clock (daytime window, validity): tests fix it so texts go out at any hour. */
  textingClock?: () => Date;
  /** Default true: a new store with demo data starts from the build's baked demo store, if current. */
  useDemoTemplate?: boolean;
}

export async function startStore(env: AllInOneEnv, options: StoreOptions = {}) {
  const logger = options.logger ?? createLogger('all-in-one', env.LOG_LEVEL);
  mkdirSync(env.DATA_DIR, { recursive: true });
  const adminPassword = resolveAdminPassword(env.DATA_DIR, env.ADMIN_PASSWORD);
  // The gateway signs admin assertions with it and the services check them; nothing outside this
  // process needs it, so a fresh one per start is enough.
  const internalAuthSecret = env.INTERNAL_AUTH_SECRET ?? randomBytes(32).toString('base64url');
  // Links in texts and receipts point here.
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;

  // Templates made at build time save a brand-new store PGlite's slow initdb and, with demo data,
  // its migrations and seed (demo-template.ts); a store that has its data directory opens it as is.
  const distDir = fileURLToPath(new URL('..', import.meta.url));
  const demoTemplate = env.SEED_DEMO_DATA && options.useDemoTemplate !== false && demoTemplateIn(distDir);
  const template = demoTemplate || join(distDir, pgliteTemplateName());
  const database = await openPglite(join(env.DATA_DIR, 'pglite'), template);
  const bus = options.bus ?? new InProcessEventBus(logger.child({ component: 'event-bus' }));

  const catalog = await startCatalog(
    { database, bus, logger: logger.child({ service: 'catalog' }) },
    { port: env.CATALOG_PORT, host: '127.0.0.1', internalAuthSecret, beacon: { urls: env.DRAND_URLS } },
  );
  // Started before the demo seed: the in-process bus keeps no events for consumers not yet listening,
  // and notifications' read model of sneak-peek items is fed by the seed's events.
  const notificationsLogger = logger.child({ service: 'notifications' });
  const notifications = await startNotifications(
    {
      database,
      bus,
      logger: notificationsLogger,
      textQueue:
        options.textQueue ??
        new InProcessTextQueue(
          {
            maxAttempts: env.TEXT_MAX_ATTEMPTS,
            retryBaseMs: env.TEXT_RETRY_BASE_MS,
            ratePerSecond: env.TEXT_RATE_PER_SECOND,
          },
          notificationsLogger,
        ),
    },
    {
      port: env.NOTIFICATIONS_PORT,
      host: '127.0.0.1',
      internalAuthSecret,
      buyerCodesPerAddress: env.BUYER_CODES_PER_ADDRESS_PER_HOUR,
      texting: {
        publicOrigin,
        validitySeconds: env.TEXT_VALIDITY_SECONDS,
        helpContact: env.SMS_HELP_CONTACT,
        ...(options.textingClock ? { now: options.textingClock } : {}),
      },
    },
  );
  await claimFirstStart(
    database,
    CATALOG_SCHEMA,
    env.SEED_DEMO_DATA ? () => seedDemoCatalog(catalog.db, logger) : undefined,
  );

  // Uploads and hero media; uploaded files in DATA_DIR/uploads unless MEDIA_STORAGE=s3.
  const adminMedia = await startAdminMedia(
    {
      database,
      bus,
      logger: logger.child({ service: 'admin-media' }),
      storage: await createMediaStorage({
        ...env,
        MEDIA_DIR: env.MEDIA_DIR ?? join(env.DATA_DIR, 'uploads'),
      }),
    },
    {
      port: env.ADMIN_MEDIA_PORT,
      host: '127.0.0.1',
      internalAuthSecret,
      uploads: { videoMaxBytes: env.UPLOAD_VIDEO_MAX_BYTES },
    },
  );
  // The demo's home and Our Story heroes, active from the first page view.
  await claimFirstStart(
    database,
    ADMIN_MEDIA_SCHEMA,
    env.SEED_DEMO_DATA ? () => seedDemoHeroMedia(adminMedia.db, logger) : undefined,
  );

  // Cart and checkout, with the simulated payment provider (the web shows a labelled test-card form).
  const cartCheckout = await startCartCheckout(
    { database, bus, logger: logger.child({ service: 'cart-checkout' }) },
    {
      port: env.CART_CHECKOUT_PORT,
      host: '127.0.0.1',
      internalAuthSecret,
      catalogUrl: catalog.url,
      payments: { provider: 'simulated' },
      publicOrigin,
      holdMinutes: env.HOLD_MINUTES,
      holdMinutesBeforePayment: env.HOLD_MINUTES_BEFORE_PAYMENT,
      maxHeldPieces: env.MAX_HELD_PIECES,
      intentsPerSessionPerHour: env.INTENTS_PER_SESSION_PER_HOUR,
      maxHeldPiecesPerAddress: env.MAX_HELD_PIECES_PER_ADDRESS,
      holdsPerAddressPerHour: env.HOLDS_PER_ADDRESS_PER_HOUR,
      claimHours: env.CLAIM_HOURS,
    },
  );

  const gateway = await startGateway(
    {
      database,
      bus,
      logger: logger.child({ service: 'gateway' }),
      upstreams: {
        catalog: catalog.url,
        'cart-checkout': cartCheckout.url,
        notifications: notifications.url,
        'admin-media': adminMedia.url,
      },
    },
    { ...env, ADMIN_PASSWORD: adminPassword.password, INTERNAL_AUTH_SECRET: internalAuthSecret },
  );

  return {
    url: gateway.url,
    database,
    bus,
    /** Each app's own address (tests tell their spans apart by port). */
    appUrls: {
      gateway: gateway.url,
      catalog: catalog.url,
      'cart-checkout': cartCheckout.url,
      notifications: notifications.url,
      'admin-media': adminMedia.url,
    },
    logger,
    adminPassword,
    /** Closes the edge first and the database last. */
    close: async () => {
      await gateway.close();
      await cartCheckout.close();
      await catalog.close();
      await adminMedia.close();
      await notifications.close();
      await bus.close();
      await closeDatabase(database);
    },
  };
}

export type RunningStore = Awaited<ReturnType<typeof startStore>>;
