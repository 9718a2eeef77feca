/**
 * Every documented /api path (spec section 7), its method, its owning service and who may call it.
 * The gateway forwards nothing that is not listed here. 'admin' routes need a signed-in admin
 * session (and a CSRF token when they change something); 'public-write' routes are rate limited;
 * 'webhook' routes (Stripe, Twilio) are neither: the owning service verifies the provider's
 * signature over the raw body, which the gateway forwards byte for byte. 'buyer' routes need the
 * verified buyer's signed cookie (a texted code proved their phone); the gateway asserts the buyer to
 * the service, which checks that assertion itself, and rate limits them as public writes.
 */
export type ServiceName = 'catalog' | 'cart-checkout' | 'notifications' | 'admin-media';
export type Access = 'public' | 'public-write' | 'admin' | 'webhook' | 'buyer';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: HttpMethod;
  path: string;
  service: ServiceName;
  access: Access;
  /** Largest request body in bytes (default 1 MB of JSON). */
  bodyLimit?: number;
  /** The body is streamed to the service as it arrives (uploads), not read whole at the edge first. */
  streamBody?: boolean;
  /** Media types the body may have instead of JSON (every other write is JSON only: 415). */
  contentTypes?: readonly string[];
  /**
   * A live-update stream (Server-Sent Events) of this topic, which the gateway writes itself from the
   * service's events (live-updates/): never forwarded, cached or compressed. The service stays its
   * owner: the stream's first message is its public read.
   */
  liveUpdates?: 'auction' | 'draw';
  /**
   * A 200 answer carries this topic's state after the change (a bid's auction): this gateway's
   * watchers get it at once, without waiting for the service's event to come back through the bus.
   */
  announcesLive?: 'auction';
}

const r = (
  method: HttpMethod,
  path: string,
  service: ServiceName,
  access: Access,
  bodyLimit?: number,
): Route => ({
  method,
  path,
  service,
  access,
  ...(bodyLimit ? { bodyLimit } : {}),
});

/** Twilio posts its callbacks as an HTML form would. */
const TWILIO_FORM = 'application/x-www-form-urlencoded';

/** The largest upload: a 100 MB video plus the multipart framing around it. */
export const UPLOAD_BODY_LIMIT = 101 * 1024 * 1024;

export const routeTable: Route[] = [
  // Catalog: artists and collections
  r('GET', '/api/artists', 'catalog', 'public'),
  r('GET', '/api/artists/:id', 'catalog', 'public'),
  r('POST', '/api/artists', 'catalog', 'admin'),
  r('PATCH', '/api/artists/:id', 'catalog', 'admin'),
  r('DELETE', '/api/artists/:id', 'catalog', 'admin'),
  r('GET', '/api/collections/active', 'catalog', 'public'),
  r('GET', '/api/collections/:id', 'catalog', 'public'),
  r('GET', '/api/collections', 'catalog', 'admin'),
  r('POST', '/api/collections', 'catalog', 'admin'),
  r('PUT', '/api/collections/:id', 'catalog', 'admin'),
  r('DELETE', '/api/collections/:id', 'catalog', 'admin'),
  // Catalog: products, likes, search, stats
  r('GET', '/api/products', 'catalog', 'public'),
  r('GET', '/api/products/search', 'catalog', 'public'),
  r('GET', '/api/products/decommissioned', 'catalog', 'admin'),
  r('GET', '/api/products/:id', 'catalog', 'public'),
  r('GET', '/api/products/:id/liked', 'catalog', 'public'),
  r('POST', '/api/products/:id/like', 'catalog', 'public-write'),
  r('POST', '/api/products', 'catalog', 'admin'),
  r('PATCH', '/api/products/:id', 'catalog', 'admin'),
  r('PATCH', '/api/products/:id/decommission', 'catalog', 'admin'),
  r('DELETE', '/api/products/:id', 'catalog', 'admin'),
  r('GET', '/api/stats', 'catalog', 'admin'),
  // The admin's Reports (issue 32): each service answers its own figures, the web joins them by product id
  r('GET', '/api/reports/catalog', 'catalog', 'admin'),
  r('GET', '/api/reports/sales', 'cart-checkout', 'admin'),
  r('GET', '/api/reports/signups', 'notifications', 'admin'),
  // Catalog: timed auctions (issue 16). A product's auction and its live updates (Server-Sent
  // Events); bids by verified buyers; the admin opens, lists, ends and cancels.
  r('GET', '/api/products/:id/auction', 'catalog', 'public'),
  { ...r('GET', '/api/products/:id/auction/events', 'catalog', 'public'), liveUpdates: 'auction' },
  { ...r('POST', '/api/auctions/:id/bids', 'catalog', 'buyer'), announcesLive: 'auction' },
  r('GET', '/api/auctions/:id/standing', 'catalog', 'buyer'),
  r('GET', '/api/auctions', 'catalog', 'admin'),
  r('POST', '/api/auctions', 'catalog', 'admin'),
  r('GET', '/api/auctions/:id', 'catalog', 'admin'),
  r('POST', '/api/auctions/:id/end', 'catalog', 'admin'),
  r('POST', '/api/auctions/:id/cancel', 'catalog', 'admin'),
  // Catalog: bidders and entrants as the owner recognises them, with their history (issue 32)
  r('GET', '/api/bidders', 'catalog', 'admin'),
  r('GET', '/api/bidders/:buyerId', 'catalog', 'admin'),
  // Catalog: drawn releases (issue 16). A product's release and the draw's public record; entries
  // by verified buyers with a card on file; the admin lists them and may close entries early.
  r('GET', '/api/products/:id/draw', 'catalog', 'public'),
  { ...r('GET', '/api/products/:id/draw/events', 'catalog', 'public'), liveUpdates: 'draw' },
  r('GET', '/api/drawn-releases/:id/draw', 'catalog', 'public'),
  r('GET', '/api/drawn-releases/:id/entry', 'catalog', 'buyer'),
  r('POST', '/api/drawn-releases/:id/entries', 'catalog', 'buyer'),
  r('GET', '/api/drawn-releases', 'catalog', 'admin'),
  r('GET', '/api/drawn-releases/beacon', 'catalog', 'admin'),
  r('GET', '/api/drawn-releases/:id', 'catalog', 'admin'),
  r('POST', '/api/drawn-releases/:id/close', 'catalog', 'admin'),
  // Catalog: sneak peek (coming-soon) items
  r('GET', '/api/coming-soon', 'catalog', 'public'),
  r('GET', '/api/coming-soon/:id', 'catalog', 'public'),
  r('GET', '/api/coming-soon/:id/liked', 'catalog', 'public'),
  r('POST', '/api/coming-soon/:id/like', 'catalog', 'public-write'),
  r('POST', '/api/coming-soon', 'catalog', 'admin'),
  r('PATCH', '/api/coming-soon/:id', 'catalog', 'admin'),
  r('DELETE', '/api/coming-soon/:id', 'catalog', 'admin'),
  r('POST', '/api/coming-soon/:id/convert', 'catalog', 'admin'),
  r('GET', '/api/scheduled-conversions', 'catalog', 'admin'),
  r('PUT', '/api/scheduled-conversions/:id', 'catalog', 'admin'),
  r('DELETE', '/api/scheduled-conversions/:id', 'catalog', 'admin'),
  // Cart and checkout
  r('GET', '/api/cart', 'cart-checkout', 'public'),
  r('POST', '/api/cart', 'cart-checkout', 'public-write'),
  r('PATCH', '/api/cart/:id', 'cart-checkout', 'public-write'),
  r('DELETE', '/api/cart/:id', 'cart-checkout', 'public-write'),
  r('DELETE', '/api/cart/clear/:sessionId', 'cart-checkout', 'public-write'),
  r('POST', '/api/create-payment-intent', 'cart-checkout', 'public-write'),
  r('POST', '/api/create-cart-payment-intent', 'cart-checkout', 'public-write'),
  r('POST', '/api/process-payment', 'cart-checkout', 'public-write'),
  // Beyond the spec: how the web takes a card (runtime, not build time), the confirmation of one
  // payment for the session that made it, the Pay press that turns the short hold into the full one,
  // the order confirmation by its secret token, the simulated provider's test-card form, Stripe's
  // webhook, and the admin's orders.
  r('GET', '/api/checkout/config', 'cart-checkout', 'public'),
  r('GET', '/api/checkout/confirmation', 'cart-checkout', 'public'),
  r('POST', '/api/checkout/begin-payment', 'cart-checkout', 'public-write'),
  r('POST', '/api/checkout/tax', 'cart-checkout', 'public-write'),
  r('GET', '/api/order-confirmations/:token', 'cart-checkout', 'public'),
  r('POST', '/api/checkout/simulated/confirm', 'cart-checkout', 'public-write'),
  r('POST', '/api/webhooks/stripe', 'cart-checkout', 'webhook'),
  r('GET', '/api/orders', 'cart-checkout', 'admin'),
  r('GET', '/api/orders/:id', 'cart-checkout', 'admin'),
  r('PATCH', '/api/orders/:id/status', 'cart-checkout', 'admin'),
  r('PATCH', '/api/orders/:id/delivery', 'cart-checkout', 'admin'),
  r('POST', '/api/orders/:id/refunds', 'cart-checkout', 'admin'),
  // Cart-checkout: a verified buyer's card on file (issue 16: bids and draw entries need one)
  r('GET', '/api/buyer-cards/mine', 'cart-checkout', 'buyer'),
  r('POST', '/api/buyer-cards/setup', 'cart-checkout', 'buyer'),
  r('POST', '/api/buyer-cards/confirm', 'cart-checkout', 'buyer'),
  // Cart-checkout: a won piece's claim, by its signed single-use link (texted to the buyer's phone);
  // only the winner pays it (issue 31), and a verified buyer lists their open claims
  r('GET', '/api/claims/mine', 'cart-checkout', 'buyer'),
  r('GET', '/api/claims/:token', 'cart-checkout', 'public'),
  r('POST', '/api/claims/:token/pay', 'cart-checkout', 'buyer'),
  r('POST', '/api/claims/:token/tax', 'cart-checkout', 'buyer'),
  // Notifications: SMS signups and custom orders
  r('POST', '/api/coming-soon/:id/notify', 'notifications', 'public-write'),
  r('GET', '/api/coming-soon/:id/signups', 'notifications', 'admin'),
  r('GET', '/api/notification-signups', 'notifications', 'admin'),
  r('GET', '/api/unique-phone-numbers', 'notifications', 'admin'),
  r('GET', '/api/custom-orders', 'notifications', 'admin'),
  r('GET', '/api/custom-orders/unread-count', 'notifications', 'admin'),
  r('PATCH', '/api/custom-orders/:id/mark-read', 'notifications', 'admin'),
  r('POST', '/api/custom-orders', 'notifications', 'public-write'),
  // Notifications: a short question about a piece ('Ask about this piece'), mailed to the owner
  r('POST', '/api/products/:id/enquiries', 'notifications', 'public-write'),
  r('GET', '/api/piece-enquiries', 'notifications', 'admin'),
  r('PATCH', '/api/piece-enquiries/:id/mark-read', 'notifications', 'admin'),
  // Notifications: verified buyers (a texted one-time code sets the buyer cookie)
  r('POST', '/api/buyers/verification', 'notifications', 'public-write'),
  r('POST', '/api/buyers/verification/confirm', 'notifications', 'public-write'),
  r('GET', '/api/buyers/me', 'notifications', 'buyer'),
  r('POST', '/api/buyers/sign-out', 'notifications', 'public-write'),
  // Texts only logged (all-in-one): the admin answers for a phone (YES to a confirmation, STOP, HELP)
  r('GET', '/api/sms/simulated-replies', 'notifications', 'admin'),
  r('POST', '/api/sms/simulated-replies', 'notifications', 'admin'),
  r('GET', '/api/sms/logged-texts', 'notifications', 'admin'),
  // The house's mails while only logged (all-in-one): the owner reads the receipts as sent
  r('GET', '/api/mail/logged-mails', 'notifications', 'admin'),
  r('GET', '/api/mail/logged-mails/:id', 'notifications', 'admin'),
  // Twilio's delivery-status and inbound-message callbacks (the service checks X-Twilio-Signature)
  { ...r('POST', '/api/webhooks/twilio/status', 'notifications', 'webhook'), contentTypes: [TWILIO_FORM] },
  { ...r('POST', '/api/webhooks/twilio/inbound', 'notifications', 'webhook'), contentTypes: [TWILIO_FORM] },
  // Media: uploads, home hero and story hero. An upload streams through; the edge bounds the whole
  // body, admin-media applies the per-kind limits (images 10 MB, videos UPLOAD_VIDEO_MAX_BYTES).
  {
    ...r('POST', '/api/upload', 'admin-media', 'admin', UPLOAD_BODY_LIMIT),
    streamBody: true,
    contentTypes: ['multipart/form-data'],
  },
  r('GET', '/api/hero-media/active', 'admin-media', 'public'),
  r('GET', '/api/hero-media', 'admin-media', 'admin'),
  r('POST', '/api/hero-media', 'admin-media', 'admin'),
  r('DELETE', '/api/hero-media/:id', 'admin-media', 'admin'),
  r('PATCH', '/api/hero-media/:id/activate', 'admin-media', 'admin'),
  r('PATCH', '/api/hero-media/:id/deactivate', 'admin-media', 'admin'),
  r('GET', '/api/story-hero-media/active', 'admin-media', 'public'),
  r('GET', '/api/story-hero-media', 'admin-media', 'admin'),
  r('POST', '/api/story-hero-media', 'admin-media', 'admin'),
  r('DELETE', '/api/story-hero-media/:id', 'admin-media', 'admin'),
  r('PATCH', '/api/story-hero-media/:id/activate', 'admin-media', 'admin'),
  r('PATCH', '/api/story-hero-media/:id/deactivate', 'admin-media', 'admin'),
];

/**
 * Uploaded media (`/uploads/<key>`), public and owned by admin-media. Unlike /api reads these are
 * not kept in the edge cache (files, up to a video's size) and keep the service's own headers: each
 * key names a file written once, so it is cacheable for a year (immutable), with byte ranges for video.
 */
export const mediaRoutes = [
  { method: 'GET', path: '/uploads/:key', service: 'admin-media', access: 'public' },
  // An image's Deep Zoom tiles (`/uploads/<id>_files/<level>/<x>_<y>.webp`) beside its `<id>.dzi`
  { method: 'GET', path: '/uploads/:folder/:level/:tile', service: 'admin-media', access: 'public' },
] as const satisfies readonly Route[];
