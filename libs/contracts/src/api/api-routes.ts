import { z } from 'zod';
import {
  claimTokenParamSchema,
  offerIdParamSchema,
  confirmationTokenSchema,
  loggedTextsQuerySchema,
  likeQuerySchema,
  orderConfirmationQuerySchema,
  orderListQuerySchema,
  productListQuerySchema,
  sessionIdSchema,
} from '../index.js';
import { reportQuerySchema } from '../reports/index.js';
import type { AnswerSchemaName, RequestSchemaName } from './documented-schemas.js';

/**
 * Every /api route, declared once (issue 35): its method and path, the service that owns it (or the
 * gateway, which answers its admin-session routes itself), who may call it, what it takes and
 * answers, and its description. The gateway's route table (what it forwards, to whom, checked how)
 * and the OpenAPI document are both made from this; the gateway forwards nothing that is not here.
 * Adding a route is adding its entry here (and the service's controller that answers it).
 *
 * Access: 'admin' routes need a signed-in admin session (and a CSRF token when they change
 * something); 'public-write' routes are rate limited; 'webhook' routes (Stripe, Twilio) are neither:
 * the owning service verifies the provider's signature over the raw body, which the gateway forwards
 * byte for byte; 'buyer' routes need the verified buyer's signed cookie (a texted code proved their
 * phone): the gateway asserts the buyer to the service, which checks that assertion itself, and
 * rate limits them as public writes. Every service checks admin and buyer rights again itself.
 */
export type ServiceName = 'catalog' | 'cart-checkout' | 'notifications' | 'admin-media';
export type Access = 'public' | 'public-write' | 'admin' | 'webhook' | 'buyer';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Tag =
  | 'Artists'
  | 'Collections'
  | 'Products'
  | 'Sneak peeks'
  | 'Cart'
  | 'Checkout'
  | 'Orders'
  | 'Texts'
  | 'Mails'
  | 'Custom orders'
  | 'Media'
  | 'Admin session'
  | 'Auctions'
  | 'Drawn releases'
  | 'Offers'
  | 'Buyers'
  | 'Reports'
  | 'Webhooks';

/** What a route takes and answers, as its OpenAPI operation says it. */
export interface OperationDoc {
  summary: string;
  description?: string;
  tag: Tag;
  /** Path parameters that are not a numeric id (every other `:name` is one). */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  /** The shopper's session in X-Session-Id (or ?sessionId=), as every cart call carries it. */
  session?: 'required' | 'optional';
  body?: RequestSchemaName;
  answer: {
    status: number;
    description: string;
    schema?: AnswerSchemaName;
    list?: boolean;
    nullable?: boolean;
    /** The answer's media type when it is not JSON. */
    type?: string;
  };
  /** Error statuses this route answers beyond those its access rule and inputs imply. */
  errors?: number[];
}

/** How the gateway carries a route, beside its documentation. */
export interface RouteDeclaration extends OperationDoc {
  /** The service it is forwarded to; 'gateway' for the routes the gateway answers itself. */
  service: ServiceName | 'gateway';
  access: Access;
  /** Largest request body in bytes (default 1 MB of JSON). */
  bodyLimit?: number;
  /** The body is streamed to the service as it arrives (uploads), not read whole at the edge first. */
  streamBody?: boolean;
  /** Media types the body may have instead of JSON (every other write is JSON only: 415); the first is documented. */
  contentTypes?: readonly string[];
  /**
   * A live-update stream (Server-Sent Events) of this topic, which the gateway writes itself from the
   * service's events: never forwarded, cached or compressed. The service stays its owner: the
   * stream's first message is its public read.
   */
  liveUpdates?: 'auction' | 'draw';
  /**
   * A 200 answer carries this topic's state after the change (a bid's auction): the gateway's
   * watchers get it at once, without waiting for the service's event to come back through the bus.
   */
  announcesLive?: 'auction';
  /**
   * A 2xx answer ended buyer sessions (issue 34): the gateway forgets what it kept about them at
   * once (gateway/src/routing/buyer-sessions.ts). 'this': the session the cookie names (sign-out: a
   * public write that still tells the service whose session, when the cookie is valid); 'all':
   * every session of the buyer; 'named': the session in the path's :id.
   */
  endsBuyerSessions?: 'this' | 'all' | 'named';
  /**
   * A public route that also serves a verified buyer as themselves (issue 34: a like kept for the
   * buyer, a Buy Now order recorded as theirs): when the browser's buyer cookie is valid the gateway
   * asserts the buyer to the service, which checks it (@BuyerOptional); without one it passes as a
   * visitor's. Never answered from the edge cache.
   */
  optionalBuyer?: true;
}

/** A route's key: its method and path as the gateway routes it (`:name` for a path parameter). */
export type RouteKey = `${HttpMethod} /api/${string}`;

/** Twilio posts its callbacks as an HTML form would. */
const TWILIO_FORM = 'application/x-www-form-urlencoded';

/** The largest upload: a 100 MB video plus the multipart framing around it. */
export const UPLOAD_BODY_LIMIT = 101 * 1024 * 1024;

const ok = (description: string, schema?: AnswerSchemaName, more: Partial<OperationDoc['answer']> = {}) => ({
  status: 200,
  description,
  ...(schema ? { schema } : {}),
  ...more,
});
const list = (description: string, schema: AnswerSchemaName) => ok(description, schema, { list: true });
const created = (description: string, schema: AnswerSchemaName) => ({ status: 201, description, schema });
const noContent = (description: string) => ({ status: 204, description });

// Query strings of reads that take the shopper's session id (likes).
const sessionQuery = likeQuerySchema;
const searchQuery = z.object({
  q: z.string().optional().meta({ description: 'Words to look for (3 characters or more), typos tolerated' }),
});

const declaredRoutes = {
  // Verified buyers
  'POST /api/buyers/verification': {
    service: 'notifications',
    access: 'public-write',
    tag: 'Buyers',
    summary: 'Text a one-time code to a US mobile number',
    description: 'Codes expire in 10 minutes; 3 per number and 10 per address an hour (429 beyond).',
    body: 'StartBuyerVerificationInput',
    answer: created('The code was texted', 'BuyerVerificationStarted'),
    errors: [409, 502],
  },
  'POST /api/buyers/verification/confirm': {
    service: 'notifications',
    access: 'public-write',
    tag: 'Buyers',
    summary: 'Prove the phone with the texted code (sets the buyer cookie)',
    description: '422 for a wrong code (5 tries); 410 once it is used, expired or out of tries.',
    body: 'ConfirmBuyerVerificationInput',
    answer: ok(
      'The verified buyer; the httpOnly atelier_buyer cookie is set, and atelier_buyer_hint=1 beside it (readable by scripts: it names nobody)',
      'Buyer',
    ),
    errors: [404, 410, 422],
  },
  'GET /api/buyers/me': {
    service: 'notifications',
    access: 'buyer',
    tag: 'Buyers',
    summary: 'The verified buyer the cookie names',
    answer: ok('The buyer', 'Buyer'),
    errors: [404],
  },
  // A collector's own account (issue 34)
  'GET /api/buyers/me/bids': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Buyers',
    summary: 'Every auction the verified buyer bid on',
    description:
      "Each auction with the piece, its image, the price now, the buyer's own maximum and where they stand (leading or outbid while it runs, won or lost once over), its end and their claim. Running auctions first, then the latest ended.",
    answer: list("The buyer's auctions", 'MyBid'),
  },
  'GET /api/buyers/me/draw-entries': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Buyers',
    summary: 'Every drawn release the verified buyer entered',
    description:
      'Each entry with the piece, whether the release is still open or drawn, and once drawn the result: won (offered the piece) or waitlisted with their place in line; and their claim. Newest first.',
    answer: list("The buyer's entries", 'MyDrawEntrySummary'),
  },
  'GET /api/buyers/me/likes': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Buyers',
    summary: 'The pieces and sneak peeks the verified buyer likes, on any device',
    answer: list('Liked pieces, newest like first', 'MyLike'),
  },
  'POST /api/buyers/me/likes/merge': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Buyers',
    summary: "This browser's likes become the verified buyer's (at sign-in)",
    description:
      "Every like the browser's session made is kept for the buyer too, so it follows them to other devices. A piece the buyer already liked from another device counts once: the browser's second like of it is taken back (its count drops by one).",
    body: 'MergeLikesInput',
    answer: ok('How many likes were merged', 'MergeLikesAnswer'),
  },
  'GET /api/buyers/me/orders': {
    service: 'cart-checkout',
    access: 'buyer',
    tag: 'Buyers',
    summary: "The verified buyer's orders",
    description:
      'Orders paid through their claims, and Buy Now orders paid while they were signed in: status, total, the pieces with their images, the tracking (carrier, number, link) once shipped, and the order page. Newest first.',
    answer: list("The buyer's orders", 'MyOrder'),
  },
  'POST /api/buyers/sign-out': {
    service: 'notifications',
    access: 'public-write',
    endsBuyerSessions: 'this',
    tag: 'Buyers',
    summary: "Sign out this device: its session ends on the server, and the buyer's cookies are cleared",
    description:
      'A copy of the cookie stops working too (refused at once by the gateway that signed out, by every other within 5 s). Always 204: a browser whose cookie is missing or no longer valid just has its cookies cleared.',
    answer: noContent('Signed out'),
  },
  'GET /api/buyers/me/sessions': {
    service: 'notifications',
    access: 'buyer',
    tag: 'Buyers',
    summary: 'The devices the buyer is signed in on',
    description:
      'One session per sign-in with a texted code: the device (from its browser), when it signed in and was last seen; the asking device first, flagged `current`.',
    answer: ok('The open sessions', 'BuyerSessionList'),
  },
  'POST /api/buyers/me/sessions/sign-out-everywhere': {
    service: 'notifications',
    access: 'buyer',
    endsBuyerSessions: 'all',
    tag: 'Buyers',
    summary: 'Sign out every device, this one included (clears the cookies)',
    answer: ok('How many sessions were ended', 'BuyerSignedOutEverywhere'),
  },
  'DELETE /api/buyers/me/sessions/:id': {
    service: 'notifications',
    access: 'buyer',
    endsBuyerSessions: 'named',
    tag: 'Buyers',
    summary: "End one of the buyer's sessions (sign another device out)",
    description:
      "404 for a session that is not the buyer's. Ending this device's own session signs it out (cookies cleared).",
    params: { id: z.uuid() },
    answer: noContent('The session ended'),
  },
  // A verified buyer's card on file
  'GET /api/buyer-cards/mine': {
    service: 'cart-checkout',
    access: 'buyer',
    tag: 'Buyers',
    summary: "The verified buyer's card on file",
    answer: ok('Brand and last 4 of the card on file', 'BuyerCard'),
    errors: [404],
  },
  'POST /api/buyer-cards/setup': {
    service: 'cart-checkout',
    access: 'buyer',
    tag: 'Buyers',
    summary: 'Start putting a card on file (a SetupIntent)',
    description:
      "Stripe: confirm the clientSecret with Stripe.js (confirmSetup), then call confirm. Simulated provider: send the test card's number to confirm.",
    answer: ok('What the browser needs to take the card', 'BuyerCardSetup'),
  },
  'POST /api/buyer-cards/confirm': {
    service: 'cart-checkout',
    access: 'buyer',
    tag: 'Buyers',
    summary: 'Keep the card the SetupIntent saved',
    description:
      'The card is kept only once the provider says it was saved for this buyer. 409 when it is already on file for another buyer (one phone and one card make one buyer); 402 when the simulated provider declines it.',
    body: 'ConfirmBuyerCardInput',
    answer: ok('The card on file', 'BuyerCard'),
    errors: [402, 404, 409],
  },
  // A won piece's claim
  'GET /api/claims/:token': {
    service: 'cart-checkout',
    access: 'public',
    tag: 'Buyers',
    summary: "A won piece's claim by its signed link",
    description:
      "The piece, the price with shipping, and the last four digits of the phone that must be verified to pay it. 403 when the link was changed, 410 when it expired or the claim lapsed, 409 when it was already used ('This claim has been paid.' once paid, whenever the link is opened: its winner finds the order at GET /api/claims/{token}/order).",
    params: { token: claimTokenParamSchema },
    answer: ok('The claim', 'ClaimView'),
    errors: [403, 404, 409, 410],
  },
  'GET /api/claims/mine': {
    service: 'cart-checkout',
    access: 'buyer',
    tag: 'Buyers',
    summary: "The verified buyer's claims still to pay",
    description: 'Each won piece waiting to be paid: piece, price, expiry and the claim page to pay it on.',
    answer: list('Open claims, soonest to expire first', 'OpenClaim'),
  },
  'GET /api/claims/:token/order': {
    service: 'cart-checkout',
    access: 'buyer',
    tag: 'Buyers',
    summary: "A paid claim's order, for its winner (a used link leads there)",
    description:
      "The order number and the confirmation page of the order a claim's payment made, even after the link's time: only for the claim's buyer (another buyer 403, without the order's details). 409 when the claim is not paid (yet); 403 when the link was changed.",
    params: { token: claimTokenParamSchema },
    answer: ok('The order and its confirmation', 'ClaimPaidAnswer'),
    errors: [403, 404, 409],
  },
  'POST /api/claims/:token/pay': {
    service: 'cart-checkout',
    access: 'buyer',
    tag: 'Buyers',
    summary: 'Claim and pay: the card on file is charged off-session',
    description:
      "Only the winner pays: the verified buyer (their cookie; on another device, verify the winner's phone there first) must be the claim's buyer, else 403 and nothing is charged or stored. Holds the piece, charges the card on file (idempotency key: the claim id) and makes the order. The link works once. 402 when the card is declined (the piece passes to the next in line); 403/409/410 as for the claim.",
    params: { token: claimTokenParamSchema },
    body: 'CheckoutForm',
    answer: ok('Paid: the order and its confirmation', 'ClaimPaidAnswer'),
    errors: [402, 403, 404, 409, 410, 503],
  },
  'POST /api/claims/:token/tax': {
    service: 'cart-checkout',
    access: 'buyer',
    tag: 'Buyers',
    summary: "A claim's total delivered to an address, US sales tax included",
    description:
      'For the claim page to show before Pay (nothing is stored: Pay prices it again). Only the winner, as for Pay. 422 for an address the sales tax cannot be calculated for; 503 when the tax service is out of reach.',
    params: { token: claimTokenParamSchema },
    body: 'ClaimTaxInput',
    answer: ok('Price, shipping, sales tax and total', 'ChargeTotals'),
    errors: [403, 404, 409, 410, 422, 503],
  },
  // Artists
  'GET /api/artists': {
    service: 'catalog',
    access: 'public',
    tag: 'Artists',
    summary: 'List the artists',
    answer: list('Every artist', 'Artist'),
  },
  'GET /api/artists/:id': {
    service: 'catalog',
    access: 'public',
    tag: 'Artists',
    summary: 'One artist',
    answer: ok('The artist', 'Artist'),
  },
  'POST /api/artists': {
    service: 'catalog',
    access: 'admin',
    tag: 'Artists',
    summary: 'Add an artist',
    body: 'ArtistInput',
    answer: created('The new artist', 'Artist'),
  },
  'PATCH /api/artists/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Artists',
    summary: 'Change an artist (the form sends every field)',
    body: 'ArtistInput',
    answer: ok('The artist as saved', 'Artist'),
  },
  'DELETE /api/artists/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Artists',
    summary: 'Delete an artist (its pieces keep no artist)',
    answer: noContent('Deleted'),
  },
  // Collections
  'GET /api/collections/active': {
    service: 'catalog',
    access: 'public',
    tag: 'Collections',
    summary: 'The active, not archived collections (the storefront shows these)',
    answer: list('Active collections', 'Collection'),
  },
  'GET /api/collections/:id': {
    service: 'catalog',
    access: 'public',
    tag: 'Collections',
    summary: 'One collection',
    answer: ok('The collection', 'Collection'),
  },
  'GET /api/collections': {
    service: 'catalog',
    access: 'admin',
    tag: 'Collections',
    summary: 'Every collection, archived ones included',
    answer: list('Every collection', 'Collection'),
  },
  'POST /api/collections': {
    service: 'catalog',
    access: 'admin',
    tag: 'Collections',
    summary: 'Add a collection',
    body: 'CollectionInput',
    answer: created('The new collection', 'Collection'),
  },
  'PUT /api/collections/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Collections',
    summary: 'Replace a collection',
    body: 'CollectionInput',
    answer: ok('The collection as saved', 'Collection'),
  },
  'DELETE /api/collections/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Collections',
    summary: 'Delete an archived collection',
    answer: noContent('Deleted'),
    errors: [409],
  },
  // Products
  'GET /api/products': {
    service: 'catalog',
    access: 'public',
    tag: 'Products',
    summary: 'Pieces for sale, newest first',
    description:
      'Without a query: the whole list. collectionId and artistId filter it; limit and offset page it.',
    query: productListQuerySchema,
    answer: list('Pieces for sale', 'Product'),
  },
  'GET /api/products/search': {
    service: 'catalog',
    access: 'public',
    tag: 'Products',
    summary: 'Search pieces by name, artist, materials…, best match first',
    query: searchQuery,
    answer: list('Matching pieces (none for fewer than 3 characters)', 'ProductSearchResult'),
  },
  'GET /api/products/decommissioned': {
    service: 'catalog',
    access: 'admin',
    tag: 'Products',
    summary: 'Pieces taken out of the shop',
    answer: list('Decommissioned pieces', 'Product'),
  },
  'GET /api/products/:id': {
    service: 'catalog',
    access: 'public',
    tag: 'Products',
    summary: 'One piece',
    answer: ok('The piece', 'Product'),
  },
  'GET /api/products/:id/liked': {
    optionalBuyer: true,
    service: 'catalog',
    access: 'public',
    tag: 'Products',
    summary: "Whether this shopper's session likes the piece",
    description:
      "A verified buyer's cookie, when sent, makes it theirs: liked when the session or the buyer (from any device) likes it.",
    query: sessionQuery,
    answer: ok('Like status', 'LikeStatus'),
  },
  'POST /api/products/:id/like': {
    optionalBuyer: true,
    service: 'catalog',
    access: 'public-write',
    tag: 'Products',
    summary: 'Like the piece, or take the like back',
    description:
      "A verified buyer's cookie, when sent, keeps the like for the buyer too, so it follows them to every device; a piece the buyer liked from another device is unliked, never liked twice.",
    body: 'LikeInput',
    answer: ok('Like status after the toggle', 'LikeStatus'),
  },
  'POST /api/products': {
    service: 'catalog',
    access: 'admin',
    tag: 'Products',
    summary: 'Add a piece',
    body: 'ProductInput',
    answer: created('The new piece', 'Product'),
  },
  'PATCH /api/products/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Products',
    summary: 'Change a piece (fields left out keep their value)',
    body: 'ProductPatch',
    answer: ok('The piece as saved', 'Product'),
  },
  'PATCH /api/products/:id/decommission': {
    service: 'catalog',
    access: 'admin',
    tag: 'Products',
    summary: 'Take a piece out of the shop (kept for past orders)',
    answer: ok('The decommissioned piece', 'Product'),
  },
  'DELETE /api/products/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Products',
    summary: 'Delete a decommissioned piece',
    answer: noContent('Deleted'),
    errors: [409],
  },
  'GET /api/products/:id/auction': {
    service: 'catalog',
    access: 'public',
    tag: 'Auctions',
    summary: "A piece's auction",
    description:
      'The open or scheduled auction of the piece, else its latest; serverTime is the clock to count down from.',
    answer: ok('The auction as anyone sees it (no reserve amount, no bidders)', 'PublicAuction'),
  },
  'GET /api/products/:id/auction/events': {
    service: 'catalog',
    access: 'public',
    liveUpdates: 'auction',
    tag: 'Auctions',
    summary: "Live updates of a piece's auction (Server-Sent Events)",
    description:
      "An endless text/event-stream, written by the gateway from catalog's events: an `auction` event with the current state at once, then one per change (each a whole PublicAuction as JSON, with an `id:`), and a comment every 15 s to keep the connection open. Reconnecting with `Last-Event-ID` (or `?lastEventId=`) sends the changes since that event, or the current state when it is too old. A few streams per client address at most (429 with Retry-After beyond); a gateway shutting down sends `retry:` and closes the stream.",
    answer: ok('The event stream', undefined, { type: 'text/event-stream' }),
    errors: [429, 503],
  },
  // Offers on pieces open to offers (issue 34)
  'POST /api/products/:id/offers': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Offers',
    summary: 'Make an offer on a piece (verified buyers with a card on file)',
    description:
      "An amount below the piece's price and a note (at most 500 characters) to the owner. Below the owner's floor the offer is declined at once (state declined, closeReason below_floor; the floor is never told). One standing offer per buyer and piece (409). 403 without a card on file or after STOP; 409 when the piece takes no offers now (not open to offers, sold, reserved, under auction or in a drawn release); 422 for an amount at or above the price.",
    body: 'MakeOfferInput',
    answer: created('The offer: open, or declined automatically', 'MyOffer'),
    errors: [403, 404, 409, 422],
  },
  'GET /api/products/:id/offers/mine': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Offers',
    summary: "The verified buyer's latest offer on a piece, and whether it takes offers",
    answer: ok('Whether the piece takes offers now, and the latest offer (null: none)', 'MyOfferAnswer'),
    errors: [404],
  },
  'GET /api/products/:id/offer-terms': {
    service: 'catalog',
    access: 'admin',
    tag: 'Offers',
    summary: "A piece's offer terms: open to offers, floor, hours an offer stands (admin)",
    answer: ok('The terms', 'OfferTerms'),
    errors: [404],
  },
  'POST /api/offers/:id/withdraw': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Offers',
    summary: 'Withdraw a standing offer (its buyer)',
    description: "404 for an offer that is not the buyer's; 409 when it no longer stands.",
    params: { id: offerIdParamSchema },
    answer: ok('The withdrawn offer', 'MyOffer'),
    errors: [404, 409],
  },
  'POST /api/offers/:id/accept-counter': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Offers',
    summary: "Accept the owner's counter (its buyer)",
    description:
      "The piece is the buyer's at the counter's price: held for them and offered as a claim (its link texted, and on the piece's page). 409 when the counter no longer stands or the piece cannot be held.",
    params: { id: offerIdParamSchema },
    answer: ok('The accepted offer', 'MyOffer'),
    errors: [404, 409],
  },
  'POST /api/offers/:id/decline-counter': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Offers',
    summary: "Decline the owner's counter (its buyer)",
    params: { id: offerIdParamSchema },
    answer: ok('The declined offer', 'MyOffer'),
    errors: [404, 409],
  },
  'GET /api/offers': {
    service: 'catalog',
    access: 'admin',
    tag: 'Offers',
    summary: 'Every offer (admin)',
    description:
      'Standing offers first (open, then countered; soonest to expire first), then the rest, newest first.',
    answer: list('The offers', 'AdminOffer'),
  },
  'POST /api/offers/:id/accept': {
    service: 'catalog',
    access: 'admin',
    tag: 'Offers',
    summary: 'Accept an open offer (admin)',
    description:
      "The piece is held for the buyer and offered to them at the offer's amount as a claim (its signed link texted; their card on file is charged only when they pay; if they do not pay in time the piece is on sale again). Every other standing offer on the piece is declined and its buyer texted. 409 when the offer does not stand open or the piece cannot be held (sold, held by a checkout, under auction or in a drawn release).",
    params: { id: offerIdParamSchema },
    answer: ok('The accepted offer', 'MyOffer'),
    errors: [404, 409],
  },
  'POST /api/offers/:id/counter': {
    service: 'catalog',
    access: 'admin',
    tag: 'Offers',
    summary: 'Counter an open offer (admin)',
    description:
      "An amount above the offer and below the piece's price, and a note; the buyer is texted and may accept or decline it until it expires (the piece's offer hours from now). 422 for an amount outside those bounds; 409 when the offer does not stand open.",
    params: { id: offerIdParamSchema },
    body: 'CounterOfferInput',
    answer: ok('The countered offer', 'MyOffer'),
    errors: [404, 409, 422],
  },
  'POST /api/offers/:id/decline': {
    service: 'catalog',
    access: 'admin',
    tag: 'Offers',
    summary: 'Decline a standing offer (admin)',
    description: 'The buyer is texted. 409 when the offer no longer stands.',
    params: { id: offerIdParamSchema },
    answer: ok('The declined offer', 'MyOffer'),
    errors: [404, 409],
  },
  'POST /api/auctions/:id/bids': {
    service: 'catalog',
    access: 'buyer',
    announcesLive: 'auction',
    tag: 'Auctions',
    summary: 'Bid (verified buyers)',
    description:
      'maxAmount is the most the buyer will pay: the house bids for them one increment at a time up to it. 422 when it is under the next minimum bid; 409 when the auction is not open.',
    body: 'PlaceBidInput',
    answer: ok('The bid was taken: whether the buyer leads, and the auction after it', 'BidAnswer'),
    errors: [409, 422],
  },
  'GET /api/auctions/:id/standing': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Auctions',
    summary: "The verified buyer's own standing in an auction",
    description:
      "Leading or outbid while it runs, won or lost once it ended, the buyer's own maximum and, when the piece was offered to them, their claim's state. Decided by the rule the admin's auction list reads.",
    answer: ok('Where this buyer stands', 'MyAuctionStanding'),
  },
  'GET /api/auctions': {
    service: 'catalog',
    access: 'admin',
    tag: 'Auctions',
    summary: 'List the auctions (admin)',
    answer: list('Open and scheduled first, then the latest ended', 'AdminAuction'),
  },
  'GET /api/bidders': {
    service: 'catalog',
    access: 'admin',
    tag: 'Auctions',
    summary: 'Bidders and entrants by id: name, phone last four digits and counts (admin)',
    description:
      "Each buyer's name (given at verification or taken from their first order), the last four digits of their phone, and their bids, wins, draw entries and claims paid and lapsed; one per id, in the order asked.",
    query: z.object({
      ids: z.string().meta({ description: 'Up to 100 buyer ids (UUIDs), comma-separated' }),
    }),
    answer: list('One summary per id', 'BidderSummary'),
  },
  'GET /api/bidders/:buyerId': {
    service: 'catalog',
    access: 'admin',
    tag: 'Auctions',
    summary: "A bidder's history: every auction and draw they took part in, newest first (admin)",
    params: { buyerId: z.uuid() },
    answer: ok('The summary and the activity', 'BidderHistory'),
  },
  'POST /api/auctions': {
    service: 'catalog',
    access: 'admin',
    tag: 'Auctions',
    summary: 'Open an auction of a piece with bidding enabled (admin)',
    body: 'OpenAuctionInput',
    answer: created('The new auction', 'AdminAuction'),
    errors: [404, 409],
  },
  'GET /api/auctions/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Auctions',
    summary: 'One auction with its bids (admin)',
    answer: ok('The auction and every bid, newest first', 'AdminAuctionDetail'),
  },
  'POST /api/auctions/:id/end': {
    service: 'catalog',
    access: 'admin',
    tag: 'Auctions',
    summary: 'End an auction now (admin): the highest bid at or above the reserve wins',
    answer: ok('The ended auction', 'AdminAuction'),
    errors: [409],
  },
  'POST /api/auctions/:id/cancel': {
    service: 'catalog',
    access: 'admin',
    tag: 'Auctions',
    summary: 'Cancel an auction (admin): nobody wins',
    answer: ok('The cancelled auction', 'AdminAuction'),
    errors: [409],
  },
  'PUT /api/auctions/:id/estimate': {
    service: 'catalog',
    access: 'admin',
    tag: 'Auctions',
    summary: "Set or clear an auction's estimate (admin)",
    description:
      'estimateLow and estimateHigh, both or neither (null clears it), positive, low at most high; shown to shoppers beside the auction. 409 once the auction ended or was cancelled.',
    body: 'AuctionEstimateInput',
    answer: ok('The auction with its estimate', 'AdminAuction'),
    errors: [409],
  },
  'GET /api/auctions/:id/reminder': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Auctions',
    summary: "The verified buyer's reminder of an auction",
    description:
      "Whether the buyer asked for a text an hour before the auction ends ('set'), got it ('sent') or not ('none'); when it goes out (it follows the end when a late bid moves it), and whether one may be set now (not within the auction's last hour, nor once it is over).",
    answer: ok("The buyer's reminder", 'AuctionReminder'),
  },
  'PUT /api/auctions/:id/reminder': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Auctions',
    summary: 'Remind me: a text an hour before the auction ends (verified buyers)',
    description:
      'Once per buyer and auction (setting it again keeps the one). 409 when the auction ends within the hour or is over; 403 when the number replied STOP (reply START first). A cancelled auction drops its reminders.',
    answer: ok("The buyer's reminder", 'AuctionReminder'),
    errors: [403, 409],
  },
  'DELETE /api/auctions/:id/reminder': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Auctions',
    summary: "Cancel the buyer's reminder of an auction",
    description: '409 once it was sent.',
    answer: ok("The buyer's reminder", 'AuctionReminder'),
    errors: [409],
  },
  // Drawn releases
  'GET /api/products/:id/draw': {
    service: 'catalog',
    access: 'public',
    tag: 'Drawn releases',
    summary: "A piece's drawn release",
    description:
      'The open release of the piece, else its latest: the commitment (SHA-256 of the secret seed) from the opening, the seed and the winning entry ids once drawn; serverTime is the clock to count down from.',
    answer: ok('The release as anyone sees it (no buyers, no phones)', 'PublicDrawnRelease'),
  },
  'GET /api/products/:id/draw/events': {
    service: 'catalog',
    access: 'public',
    liveUpdates: 'draw',
    tag: 'Drawn releases',
    summary: "Live updates of a piece's drawn release (Server-Sent Events)",
    description:
      "As the auction's stream: a `draw` event with the current state at once, then one per change (an entry, the draw; each a whole PublicDrawnRelease as JSON, with an `id:`), `Last-Event-ID` honoured, a few streams per client address.",
    answer: ok('The event stream', undefined, { type: 'text/event-stream' }),
    errors: [429, 503],
  },
  'GET /api/drawn-releases/:id/draw': {
    service: 'catalog',
    access: 'public',
    tag: 'Drawn releases',
    summary: "A drawn release's public record: every entry id, and once drawn the seed and the order",
    description:
      "Enough to recompute the draw: hmac-sha256-v1 orders the entry ids by HMAC-SHA256(seed, id) ascending; hmac-sha256-drand-v2 by HMAC-SHA256(HMAC-SHA256(seed, randomness of the drand quicknet round in `beacon`), id), the round's BLS signature published to check offline against quicknet's public key. scripts/verify-draw.mjs takes this URL.",
    answer: ok('The draw record', 'DrawRecord'),
  },
  'GET /api/drawn-releases/:id/entry': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Drawn releases',
    summary: "The verified buyer's own entry",
    answer: ok('Whether the buyer entered, their entry id and, once drawn, their place', 'MyDrawEntry'),
  },
  'POST /api/drawn-releases/:id/entries': {
    service: 'catalog',
    access: 'buyer',
    tag: 'Drawn releases',
    summary: 'Enter a drawn release (verified buyer with a card on file)',
    description:
      'One entry per buyer (phone) and one per card. 409 without a card on file, for a second entry by the same phone or card, and once the window has closed.',
    answer: created('The new entry', 'MyDrawEntry'),
    errors: [409],
  },
  'GET /api/drawn-releases': {
    service: 'catalog',
    access: 'admin',
    tag: 'Drawn releases',
    summary: 'List the drawn releases (admin)',
    answer: list('Open first, then the latest drawn, with entries, likes and offers', 'AdminDrawnRelease'),
  },
  'GET /api/drawn-releases/beacon': {
    service: 'catalog',
    access: 'admin',
    tag: 'Drawn releases',
    summary: "Whether a release opened now can use drand's beacon (admin)",
    description:
      "Available when DRAND_URLS names mirrors and one answers with quicknet's chain info; otherwise the reason. Converting with sale.randomness 'drand-quicknet' is refused (409) then.",
    answer: ok('The beacon status', 'DrawBeaconStatus'),
  },
  'GET /api/drawn-releases/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Drawn releases',
    summary: 'One drawn release with its entries, offers (claims) and draw log (admin)',
    answer: ok('The release in full', 'AdminDrawnReleaseDetail'),
  },
  'POST /api/drawn-releases/:id/close': {
    service: 'catalog',
    access: 'admin',
    tag: 'Drawn releases',
    summary: 'Close entries now, before the advertised close, and draw (admin)',
    description:
      "The reason (required, at most 200 characters) is published with the draw beside the advertised close, and texted to every entrant. A release opened with drand's beacon is drawn once the round fixed at its opening is published (waitingFor says so meanwhile). 409 when its entries had already closed.",
    body: 'CloseDrawInput',
    answer: ok('The drawn release in full', 'AdminDrawnReleaseDetail'),
    errors: [409],
  },
  'GET /api/sms/logged-texts': {
    service: 'notifications',
    access: 'admin',
    tag: 'Texts',
    summary: 'The latest texts logged for a number (admin, while texts are only logged)',
    description:
      'How the admin reads a buyer verification code when no SMS provider is configured; 404 once texts are sent.',
    query: loggedTextsQuerySchema,
    answer: list('Newest first, at most 20', 'LoggedText'),
  },
  'GET /api/mail/logged-mails': {
    service: 'notifications',
    access: 'admin',
    tag: 'Mails',
    summary: "The house's logged mails (admin)",
    description:
      'How the mails go out (an SMTP server, or only logged: all-in-one) and the latest 100 logged mails (order confirmations, shipping and refund notices), newest first, without their bodies.',
    answer: ok('How mails go out, and the logged ones', 'LoggedMails'),
  },
  'GET /api/mail/logged-mails/:id': {
    service: 'notifications',
    access: 'admin',
    tag: 'Mails',
    summary: 'One logged mail as it would have been sent (admin)',
    description: 'Its HTML and plain-text alternative; 404 for an unknown id.',
    answer: ok('The mail', 'LoggedMail'),
    errors: [404],
  },
  'GET /api/stats': {
    service: 'catalog',
    access: 'admin',
    tag: 'Products',
    summary: "The dashboard's Quick Stats",
    answer: ok('Counts and potential revenue', 'CatalogStats'),
  },
  // Reports (the admin's numbers; the web joins the three by product id)
  'GET /api/reports/catalog': {
    service: 'catalog',
    access: 'admin',
    tag: 'Reports',
    summary: "The catalog's figures: products, collections, auction results, drawn releases (admin)",
    description:
      'Every product (listing date, collection, pieces still unsold) and collection; the auctions and drawn releases that ended, or end, in the period, latest first. The period is read in timeZone.',
    query: reportQuerySchema,
    answer: ok('The catalog report', 'CatalogReport'),
  },
  'GET /api/reports/sales': {
    service: 'cart-checkout',
    access: 'admin',
    tag: 'Reports',
    summary: 'Revenue by month and sales per product (admin)',
    description:
      "Every month of the period in timeZone (months without sales as zeros), the pieces' prices by channel (shop, auction, draw), shipping and revenue, gross of refunds; the period's totals; each product's pieces, revenue and first and last sale.",
    query: reportQuerySchema,
    answer: ok('The sales report', 'SalesReport'),
  },
  'GET /api/reports/signups': {
    service: 'notifications',
    access: 'admin',
    tag: 'Reports',
    summary: 'Text-me signups per sneak-peek item, with the product it became (admin)',
    answer: ok('Signups and confirmed numbers per item, most first', 'SignupsReport'),
  },
  // Sneak peeks
  'GET /api/coming-soon': {
    service: 'catalog',
    access: 'public',
    tag: 'Sneak peeks',
    summary: 'Pieces coming soon',
    answer: list('Sneak peek items', 'ComingSoonItem'),
  },
  'GET /api/coming-soon/:id': {
    service: 'catalog',
    access: 'public',
    tag: 'Sneak peeks',
    summary: 'One sneak peek item',
    answer: ok('The item', 'ComingSoonItem'),
  },
  'GET /api/coming-soon/:id/liked': {
    optionalBuyer: true,
    service: 'catalog',
    access: 'public',
    tag: 'Sneak peeks',
    summary: "Whether this shopper's session likes the item",
    description:
      "A verified buyer's cookie, when sent, makes it theirs: liked when the session or the buyer (from any device) likes it.",
    query: sessionQuery,
    answer: ok('Like status', 'LikeStatus'),
  },
  'POST /api/coming-soon/:id/like': {
    optionalBuyer: true,
    service: 'catalog',
    access: 'public-write',
    tag: 'Sneak peeks',
    summary: 'Like the item, or take the like back',
    description:
      "A verified buyer's cookie, when sent, keeps the like for the buyer too, so it follows them to every device; a piece the buyer liked from another device is unliked, never liked twice.",
    body: 'LikeInput',
    answer: ok('Like status after the toggle', 'LikeStatus'),
  },
  'POST /api/coming-soon': {
    service: 'catalog',
    access: 'admin',
    tag: 'Sneak peeks',
    summary: 'Add a sneak peek item',
    body: 'ComingSoonItemInput',
    answer: created('The new item', 'ComingSoonItem'),
  },
  'PATCH /api/coming-soon/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Sneak peeks',
    summary: 'Change a sneak peek item (fields left out keep their value)',
    body: 'ComingSoonItemPatch',
    answer: ok('The item as saved', 'ComingSoonItem'),
  },
  'DELETE /api/coming-soon/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Sneak peeks',
    summary: 'Delete a sneak peek item',
    answer: noContent('Deleted'),
  },
  'POST /api/coming-soon/:id/convert': {
    service: 'catalog',
    access: 'admin',
    tag: 'Sneak peeks',
    summary: 'Release the item: it becomes a piece for sale, and its signups are texted',
    description:
      "Sold by a draw (sale.mode 'draw'), sale.randomness chooses drand's beacon ('drand-quicknet', the default where the store has DRAND_URLS) or the house's seed alone ('house-seed-only'); 409 when drand is chosen and no mirror answers.",
    body: 'ConvertComingSoonInput',
    answer: created('The new piece', 'Product'),
    errors: [409],
  },
  'GET /api/scheduled-conversions': {
    service: 'catalog',
    access: 'admin',
    tag: 'Sneak peeks',
    summary: 'Sneak peeks scheduled to convert at a set time, soonest first (admin)',
    answer: list('The schedules', 'ScheduledConversion'),
  },
  'PUT /api/scheduled-conversions/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Sneak peeks',
    summary: "Schedule the item's conversion (a drop at a set time); again moves it (admin)",
    description:
      'At convertAt the item is converted as POST /api/coming-soon/{id}/convert would, with these choices, and its signups are texted then. convertAt must be in the future and within 366 days (400 naming it).',
    body: 'ScheduleConversionInput',
    answer: ok('The schedule', 'ScheduledConversion'),
  },
  'DELETE /api/scheduled-conversions/:id': {
    service: 'catalog',
    access: 'admin',
    tag: 'Sneak peeks',
    summary: "Cancel the item's scheduled conversion (admin)",
    answer: noContent('Cancelled'),
  },
  // Cart
  'GET /api/cart': {
    service: 'cart-checkout',
    access: 'public',
    tag: 'Cart',
    summary: "The shopper's cart",
    session: 'required',
    answer: list('Cart lines', 'CartLine'),
  },
  'POST /api/cart': {
    service: 'cart-checkout',
    access: 'public-write',
    tag: 'Cart',
    summary: 'Put a piece in the cart',
    body: 'AddToCartInput',
    answer: created('The new line', 'CartLine'),
    errors: [404, 409],
  },
  'PATCH /api/cart/:id': {
    service: 'cart-checkout',
    access: 'public-write',
    tag: 'Cart',
    summary: "Change a line's quantity",
    session: 'required',
    body: 'UpdateCartLineInput',
    answer: ok('The line as saved', 'CartLine'),
    errors: [409],
  },
  'DELETE /api/cart/:id': {
    service: 'cart-checkout',
    access: 'public-write',
    tag: 'Cart',
    summary: 'Take a line out of the cart',
    session: 'required',
    answer: noContent('Removed'),
  },
  'DELETE /api/cart/clear/:sessionId': {
    service: 'cart-checkout',
    access: 'public-write',
    tag: 'Cart',
    summary: 'Empty the cart',
    params: { sessionId: sessionIdSchema },
    answer: noContent('Emptied'),
  },
  // Checkout
  'POST /api/create-payment-intent': {
    service: 'cart-checkout',
    access: 'public-write',
    tag: 'Checkout',
    summary: 'Check out one piece: hold it and open a payment',
    session: 'required',
    body: 'CreatePaymentIntentInput',
    answer: ok('The payment to confirm', 'PaymentIntentAnswer'),
    errors: [404, 409, 503],
  },
  'POST /api/create-cart-payment-intent': {
    service: 'cart-checkout',
    access: 'public-write',
    tag: 'Checkout',
    summary: 'Check out the whole cart: hold every piece and open a payment',
    body: 'CreateCartPaymentIntentInput',
    answer: ok('The payment to confirm', 'PaymentIntentAnswer'),
    errors: [409, 503],
  },
  'POST /api/process-payment': {
    service: 'cart-checkout',
    access: 'public-write',
    tag: 'Checkout',
    summary: 'Record where a paid order goes',
    body: 'ProcessPaymentInput',
    answer: ok('The order', 'ProcessPaymentAnswer'),
    errors: [404, 409],
  },
  'GET /api/checkout/config': {
    service: 'cart-checkout',
    access: 'public',
    tag: 'Checkout',
    summary: 'How the store takes a card',
    answer: ok('The payment provider and hold times', 'CheckoutConfig'),
  },
  'GET /api/checkout/confirmation': {
    service: 'cart-checkout',
    access: 'public',
    tag: 'Checkout',
    summary: 'The outcome of a payment, for the session that made it',
    query: orderConfirmationQuerySchema,
    answer: ok('The outcome, with the order once paid', 'OrderConfirmation'),
    errors: [404],
  },
  'POST /api/checkout/begin-payment': {
    optionalBuyer: true,
    service: 'cart-checkout',
    access: 'public-write',
    tag: 'Checkout',
    summary: 'Pay was pressed: store the delivery details and hold the pieces for the full time',
    description:
      "Computes the US sales tax for the delivery address and sets the provider's intent to charge subtotal + shipping + tax, before the card is confirmed. Pressed by a verified buyer (their cookie), the order will be theirs: their account lists it. 422 for an address the tax cannot be calculated for; 503 when the tax service or the provider is out of reach (nothing is charged).",
    body: 'BeginPaymentInput',
    answer: ok("The hold's new end and what the card is charged", 'BeginPaymentAnswer'),
    errors: [404, 409, 422, 503],
  },
  'POST /api/checkout/tax': {
    service: 'cart-checkout',
    access: 'public-write',
    tag: 'Checkout',
    summary: "An open checkout's total delivered to an address, US sales tax included",
    description:
      'For the page to show before Pay (nothing is stored: begin-payment prices it again). 422 for an address the sales tax cannot be calculated for; 503 when the tax service is out of reach.',
    body: 'CheckoutTaxInput',
    answer: ok('Subtotal, shipping, sales tax and total', 'ChargeTotals'),
    errors: [404, 409, 422, 503],
  },
  'GET /api/order-confirmations/:token': {
    service: 'cart-checkout',
    access: 'public',
    tag: 'Checkout',
    summary: 'An order confirmation by its secret link',
    params: { token: confirmationTokenSchema },
    answer: ok('The outcome, with the order once paid', 'OrderConfirmation'),
  },
  'POST /api/checkout/simulated/confirm': {
    service: 'cart-checkout',
    access: 'public-write',
    tag: 'Checkout',
    summary: "Pay with the simulated provider's test card (stores without Stripe)",
    body: 'SimulatedCardConfirmInput',
    answer: ok('Paid', 'SimulatedCardAnswer'),
    errors: [402, 404],
  },
  // Orders
  'GET /api/orders': {
    service: 'cart-checkout',
    access: 'admin',
    tag: 'Orders',
    summary: 'Orders, newest first',
    query: orderListQuerySchema,
    answer: list('Orders', 'Order'),
  },
  'GET /api/orders/:id': {
    service: 'cart-checkout',
    access: 'admin',
    tag: 'Orders',
    summary: 'One order',
    answer: ok('The order', 'Order'),
  },
  'PATCH /api/orders/:id/status': {
    service: 'cart-checkout',
    access: 'admin',
    tag: 'Orders',
    summary: 'Mark an order shipped (carrier and tracking number), then delivered',
    description:
      'Shipping names the carrier (an id or name from the carrier list, or free text) and the tracking number; the buyer is texted and emailed the tracking link (checkout.order.shipped).',
    body: 'OrderStatusPatch',
    answer: ok('The order as saved', 'Order'),
    errors: [409],
  },
  'POST /api/orders/:id/refunds': {
    service: 'cart-checkout',
    access: 'admin',
    tag: 'Orders',
    summary: 'Refund all or part of an order, with a reason',
    description:
      "Through the payment provider (Stripe's Refunds API, or the simulated provider). Once per idempotencyKey: a double click or a retry refunds once. 422 for more than is left to refund (the message says how much is); 409 when the provider refuses; 503 when it did not answer (press again with the same key). restock puts the order's pieces back on sale (once per order).",
    body: 'OrderRefundInput',
    answer: ok('The order with its refunds', 'Order'),
    errors: [409, 422, 503],
  },
  'PATCH /api/orders/:id/delivery': {
    service: 'cart-checkout',
    access: 'admin',
    tag: 'Orders',
    summary: "Change an order's recipient and address before it ships",
    body: 'CheckoutForm',
    answer: ok('The order as saved', 'Order'),
    errors: [409],
  },
  // Texts
  'POST /api/coming-soon/:id/notify': {
    service: 'notifications',
    access: 'public-write',
    tag: 'Texts',
    summary: 'Sign a US phone number up for a text when the item is released',
    description: 'A confirmation text goes out first: nothing else is sent until its owner replies YES.',
    body: 'NotifySignupInput',
    answer: created('The signup', 'NotificationSignup'),
    errors: [409],
  },
  'GET /api/coming-soon/:id/signups': {
    service: 'notifications',
    access: 'admin',
    tag: 'Texts',
    summary: "One item's signups",
    answer: list('Signups', 'NotificationSignup'),
  },
  'GET /api/notification-signups': {
    service: 'notifications',
    access: 'admin',
    tag: 'Texts',
    summary: 'Every signup',
    answer: list('Signups', 'NotificationSignup'),
  },
  'GET /api/unique-phone-numbers': {
    service: 'notifications',
    access: 'admin',
    tag: 'Texts',
    summary: 'Each signed-up number once',
    answer: list('Numbers', 'UniquePhoneNumber'),
  },
  'GET /api/sms/simulated-replies': {
    service: 'notifications',
    access: 'admin',
    tag: 'Texts',
    summary: 'Whether replies can be simulated (texts are logged, not sent)',
    answer: ok('The mode', 'SimulatedRepliesMode'),
  },
  'POST /api/sms/simulated-replies': {
    service: 'notifications',
    access: 'admin',
    tag: 'Texts',
    summary: 'Answer for a phone (YES, STOP, HELP) while texts are only logged',
    body: 'SimulatedReplyInput',
    answer: ok('What the store texts back', 'SimulatedReplyAnswer'),
    errors: [404],
  },
  // Custom orders
  'GET /api/custom-orders': {
    service: 'notifications',
    access: 'admin',
    tag: 'Custom orders',
    summary: 'Commission requests, newest first',
    answer: list('Requests', 'CustomOrder'),
  },
  'GET /api/custom-orders/unread-count': {
    service: 'notifications',
    access: 'admin',
    tag: 'Custom orders',
    summary: 'How many requests are unread',
    answer: ok('The count', 'UnreadCount'),
  },
  'PATCH /api/custom-orders/:id/mark-read': {
    service: 'notifications',
    access: 'admin',
    tag: 'Custom orders',
    summary: 'Mark a request read',
    answer: ok('The request', 'CustomOrder'),
  },
  'POST /api/custom-orders': {
    service: 'notifications',
    access: 'public-write',
    tag: 'Custom orders',
    summary: "Ask for a commissioned piece (the 'Commission a piece' form)",
    body: 'CustomOrderInput',
    answer: created('The request', 'CustomOrder'),
  },
  // Questions about a piece ('Ask about this piece', issue 34), listed with the custom orders
  'POST /api/products/:id/enquiries': {
    service: 'notifications',
    access: 'public-write',
    tag: 'Custom orders',
    summary: "Ask a short question about a piece (the product page's 'Ask about this piece')",
    description:
      'Name, email and a message of at most 2000 characters; pieceName is the piece as the page named it. ' +
      'Stored and mailed to the owner; a 503 when it could not be, with nothing kept.',
    body: 'PieceEnquiryInput',
    answer: created('The question taken', 'PieceEnquiryReceipt'),
    errors: [503],
  },
  'GET /api/piece-enquiries': {
    service: 'notifications',
    access: 'admin',
    tag: 'Custom orders',
    summary: 'Questions about pieces, newest first, each with its piece',
    answer: list('Questions', 'PieceEnquiry'),
  },
  'PATCH /api/piece-enquiries/:id/mark-read': {
    service: 'notifications',
    access: 'admin',
    tag: 'Custom orders',
    summary: 'Mark a question about a piece read',
    answer: ok('The question', 'PieceEnquiry'),
    errors: [404],
  },
  // Media
  'POST /api/upload': {
    service: 'admin-media',
    access: 'admin',
    bodyLimit: UPLOAD_BODY_LIMIT,
    streamBody: true,
    contentTypes: ['multipart/form-data'],
    tag: 'Media',
    summary: 'Upload an image (stored as WebP at 480, 960 and 1600 px) or a video',
    body: 'UploadForm',
    answer: created('Where the file is served', 'UploadResult'),
    errors: [422, 503],
  },
  'GET /api/hero-media/active': {
    service: 'admin-media',
    access: 'public',
    tag: 'Media',
    summary: "The home page's hero",
    answer: ok('The active hero, or null', 'HeroMedia', { nullable: true }),
  },
  'GET /api/hero-media': {
    service: 'admin-media',
    access: 'admin',
    tag: 'Media',
    summary: 'Home heroes',
    answer: list('Heroes', 'HeroMedia'),
  },
  'POST /api/hero-media': {
    service: 'admin-media',
    access: 'admin',
    tag: 'Media',
    summary: 'Add a home hero',
    body: 'HeroMediaInput',
    answer: created('The hero', 'HeroMedia'),
  },
  'DELETE /api/hero-media/:id': {
    service: 'admin-media',
    access: 'admin',
    tag: 'Media',
    summary: 'Delete a home hero',
    answer: noContent('Deleted'),
  },
  'PATCH /api/hero-media/:id/activate': {
    service: 'admin-media',
    access: 'admin',
    tag: 'Media',
    summary: 'Show this hero (the others stop)',
    answer: ok('The hero', 'HeroMedia'),
  },
  'PATCH /api/hero-media/:id/deactivate': {
    service: 'admin-media',
    access: 'admin',
    tag: 'Media',
    summary: 'Stop showing this hero',
    answer: ok('The hero', 'HeroMedia'),
  },
  'GET /api/story-hero-media/active': {
    service: 'admin-media',
    access: 'public',
    tag: 'Media',
    summary: "Our Story's hero",
    answer: ok('The active hero, or null', 'HeroMedia', { nullable: true }),
  },
  'GET /api/story-hero-media': {
    service: 'admin-media',
    access: 'admin',
    tag: 'Media',
    summary: 'Our Story heroes',
    answer: list('Heroes', 'HeroMedia'),
  },
  'POST /api/story-hero-media': {
    service: 'admin-media',
    access: 'admin',
    tag: 'Media',
    summary: 'Add an Our Story hero',
    body: 'HeroMediaInput',
    answer: created('The hero', 'HeroMedia'),
  },
  'DELETE /api/story-hero-media/:id': {
    service: 'admin-media',
    access: 'admin',
    tag: 'Media',
    summary: 'Delete an Our Story hero',
    answer: noContent('Deleted'),
  },
  'PATCH /api/story-hero-media/:id/activate': {
    service: 'admin-media',
    access: 'admin',
    tag: 'Media',
    summary: 'Show this hero (the others stop)',
    answer: ok('The hero', 'HeroMedia'),
  },
  'PATCH /api/story-hero-media/:id/deactivate': {
    service: 'admin-media',
    access: 'admin',
    tag: 'Media',
    summary: 'Stop showing this hero',
    answer: ok('The hero', 'HeroMedia'),
  },
  // Admin session (the gateway's own routes)
  'POST /api/auth/login': {
    service: 'gateway',
    access: 'public',
    tag: 'Admin session',
    summary: 'Sign in: sets the session cookie; the answer carries the CSRF token',
    body: 'LoginInput',
    answer: ok('Signed in', 'AdminSession'),
    errors: [401, 429],
  },
  'POST /api/auth/logout': {
    service: 'gateway',
    access: 'public',
    tag: 'Admin session',
    summary: 'Sign out (needs the CSRF token while signed in)',
    answer: noContent('Signed out, the cookie cleared'),
    errors: [403],
  },
  'GET /api/auth/me': {
    service: 'gateway',
    access: 'admin',
    tag: 'Admin session',
    summary: 'The signed-in admin and the CSRF token',
    answer: ok('Signed in', 'AdminSession'),
    errors: [401],
  },
  // Webhooks
  'POST /api/webhooks/stripe': {
    service: 'cart-checkout',
    access: 'webhook',
    tag: 'Webhooks',
    summary: "Stripe's payment and refund events (checked against Stripe-Signature)",
    description:
      'payment_intent.succeeded and .canceled settle checkouts; charge.refunded records the refunds made in Stripe, each once by its id.',
    body: 'StripeEvent',
    answer: ok('Taken', 'WebhookReceipt'),
  },
  'POST /api/webhooks/twilio/status': {
    service: 'notifications',
    access: 'webhook',
    contentTypes: [TWILIO_FORM],
    tag: 'Webhooks',
    summary: "Twilio's delivery status callbacks (checked against X-Twilio-Signature)",
    body: 'TwilioStatusCallback',
    answer: noContent('Taken'),
    errors: [403],
  },
  'POST /api/webhooks/twilio/inbound': {
    service: 'notifications',
    access: 'webhook',
    contentTypes: [TWILIO_FORM],
    tag: 'Webhooks',
    summary: 'Texts sent to the store (YES, STOP, START, HELP; checked against X-Twilio-Signature)',
    body: 'TwilioInboundMessage',
    answer: ok('The reply, as TwiML', undefined, { type: 'text/xml' }),
    errors: [403],
  },
} satisfies Record<RouteKey, RouteDeclaration>;

export const apiRoutes: Record<RouteKey, RouteDeclaration> = declaredRoutes;

/**
 * The declared routes' keys, each one literally: the web client names the route it calls by one
 * (web/src/lib/api-route.ts), so a call to an undeclared route or with the wrong method does not
 * compile. A type only: the web app's shell imports no value from here.
 */
export type ApiRouteKey = keyof typeof declaredRoutes;
