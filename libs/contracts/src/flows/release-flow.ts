import type { z } from 'zod';
import type { RouteKey, ServiceName } from '../api/api-routes.js';
import type { EventDefinition } from '../events/event-envelope.js';
import { auctionChangedEvent } from '../events/catalog/auction-changed.event.js';
import { auctionEndedEvent } from '../events/catalog/auction-ended.event.js';
import { drawChangedEvent } from '../events/catalog/draw-changed.event.js';
import { drawMadeEvent } from '../events/catalog/draw-made.event.js';
import { offerDecidedEvent } from '../events/catalog/offer-decided.event.js';
import { pieceAwardedEvent, type pieceAwardSchema } from '../events/catalog/piece-awarded.event.js';
import { productUpsertedEvent } from '../events/catalog/product-upserted.event.js';
import { claimOfferedEvent } from '../events/checkout/claim-offered.event.js';
import { claimLapsedEvent, claimPaidEvent } from '../events/checkout/claim-settled.event.js';
import { orderPaidEvent } from '../events/checkout/order-paid.event.js';
import { orderRefundedEvent } from '../events/checkout/order-refunded.event.js';

/**
 * The release flow (issue 35 item 4): how a scarce piece goes from an award to a paid order, or on
 * to the next buyer, across catalog, cart-checkout and notifications. Declared here once, as data
 * read top to bottom; the code names its step from here (each consumer's name is its step's
 * `consumer`), and tests check the declaration against the events' contracts, the API's routes and
 * the consumers each service really subscribes (services' release-flow int-specs).
 *
 * There is no orchestrator: each step is a service's own transaction, and the next one starts from
 * the event it records in its outbox (Medusa's workflows without the engine). Compensations are
 * therefore steps too, started by the event that says a later step failed or lapsed.
 */

/** An event the flow carries: one of the contracts' event definitions, never a copied name. */
export type FlowEvent = EventDefinition<string, z.ZodType>;

/** Where an award comes from: an auction (its winner, or the next in line), a draw, an accepted offer. */
export type AwardSource = z.infer<typeof pieceAwardSchema>['source'];

/** What a later step's failure or lapse does to this one, and which steps carry that out. */
export interface Compensation {
  when: string;
  then: string;
  /** The steps (keys of releaseFlow.steps) that carry it out. */
  by?: readonly string[];
}

interface StepCommon {
  service: ServiceName;
  /** What the step changes, in the service's own transaction. */
  changes: string;
  /** The events it records in its outbox (in the same transaction as its change). */
  emits: readonly FlowEvent[];
  /** Its code, relative to services/<service>/src (checked to exist). */
  code: string;
  compensations: readonly Compensation[];
}

/** A step an event starts: the one consumer that handles it in the step's service, for one award source or all. */
export interface EventStep extends StepCommon {
  on: FlowEvent;
  /** The consumer's durable name (its queue, its inbox rows): the consumer takes it from here. */
  consumer: string;
  /** Handles only claims of this award source; the other sources' steps handle theirs. */
  source?: AwardSource;
}

/** A step a person or a clock starts: the routes that do it, and the periodic task, if any. */
export interface StartedStep extends StepCommon {
  on: null;
  requests: readonly RouteKey[];
  /** The periodic task's name (PeriodicTask's `name`), when a clock also starts it. */
  task?: string;
}

export type ReleaseFlowStep = EventStep | StartedStep;

const steps = {
  // ── 1. Award: the piece is offered to one buyer at a price (catalog.piece.awarded). ──
  auctionWon: {
    service: 'catalog',
    on: null,
    task: 'auction close pass',
    requests: ['POST /api/auctions/:id/end'],
    changes:
      'The auction ends. With a top bid at or above the reserve, its bidder is awarded the piece at that bid (rank 1) and the piece stays out of carts; without one the piece is on sale again.',
    emits: [auctionEndedEvent, pieceAwardedEvent, auctionChangedEvent],
    code: 'auctions/auction-closing.service.ts',
    compensations: [
      {
        when: "the winner's claim lapses",
        then: 'the piece goes to the next bidder in line',
        by: ['secondChance'],
      },
    ],
  },
  drawMade: {
    service: 'catalog',
    on: null,
    task: 'draw pass',
    requests: ['POST /api/drawn-releases/:id/close'],
    changes:
      "The entries are ordered (docs/drawn-releases.md) and the first `quantity` places are awarded the piece at the list price; the release's piece stays out of carts.",
    emits: [drawMadeEvent, pieceAwardedEvent, drawChangedEvent],
    code: 'drawn-releases/draw-making.service.ts',
    compensations: [
      {
        when: "a winner's claim lapses",
        then: 'the piece goes to the next alternate in draw order',
        by: ['nextAlternate'],
      },
    ],
  },
  offerAccepted: {
    service: 'catalog',
    on: null,
    requests: ['POST /api/offers/:id/accept', 'POST /api/offers/:id/accept-counter'],
    changes:
      "The owner accepts an offer (or its buyer the owner's counter): the piece is held for it (out of carts) and its buyer awarded it at the agreed price (rank 1); every other standing offer on the piece is declined.",
    emits: [pieceAwardedEvent, offerDecidedEvent, productUpsertedEvent],
    code: 'offers/offers.repository.ts',
    compensations: [
      {
        when: "the buyer's claim lapses",
        then: 'the offer reads expired and the piece is on sale again',
        by: ['offerClaimLapsed'],
      },
    ],
  },

  // ── 2. Claim: the award becomes a claim link, texted to the buyer. ──
  openClaim: {
    service: 'cart-checkout',
    on: pieceAwardedEvent,
    consumer: 'cart-checkout.piece-awarded',
    changes:
      'One claim per award (offered), with a signed single-use link valid for CLAIM_HOURS; the buyer also finds it on their account page.',
    emits: [claimOfferedEvent],
    code: 'claims/piece-awarded.consumer.ts',
    compensations: [
      { when: 'the link is not paid before it expires', then: 'the claim lapses', by: ['lapseClaim'] },
    ],
  },
  textClaimLink: {
    service: 'notifications',
    on: claimOfferedEvent,
    consumer: 'notifications.claim-offered',
    changes:
      'The claim link is texted to the buyer, at any hour, queued and retried; never to a number that replied STOP.',
    emits: [],
    code: 'buyers/claim-texts.consumer.ts',
    compensations: [
      {
        when: 'the text never arrives',
        then: "the claim is still on the buyer's account page, and lapses when it expires",
        by: ['lapseClaim'],
      },
    ],
  },

  // ── 3. Pay: the card on file is charged and the order made; or the claim lapses. ──
  payClaim: {
    service: 'cart-checkout',
    on: null,
    requests: ['POST /api/claims/:token/pay'],
    task: 'claim sweep',
    changes:
      "The claim's buyer pays the link (the claim sweep finishes a payment cut short): the claim moves offered → paying, catalog holds the piece for the award (a stock hold), the card on file is charged off-session once (the claim id is the idempotency key), and the order is made with the claim paid.",
    emits: [orderPaidEvent, claimPaidEvent, claimLapsedEvent],
    code: 'claims/claim-payment.ts',
    compensations: [
      {
        when: 'the card is declined',
        then: 'the hold is released, the checkout fails, and the claim lapses (payment_failed)',
        by: ['secondChance', 'nextAlternate', 'offerClaimLapsed'],
      },
      {
        when: 'the piece was lost after the charge',
        then: 'fulfilment refunds the payment in full, and the claim lapses (payment_failed)',
        by: ['secondChance', 'nextAlternate', 'offerClaimLapsed'],
      },
      {
        when: 'catalog will not hold the piece',
        then: 'the checkout fails and the claim is offered again: its link works until it expires',
      },
      {
        when: 'catalog or the provider is out of reach mid-payment',
        then: 'the claim stays paying; the claim sweep resumes it, or lapses it (payment_failed) without its checkout or card',
      },
    ],
  },
  lapseClaim: {
    service: 'cart-checkout',
    on: null,
    requests: [],
    task: 'claim sweep',
    changes: 'A claim still offered past its expiry (on the database clock) lapses (expired).',
    emits: [claimLapsedEvent],
    code: 'claims/claim-sweeper.ts',
    compensations: [],
  },

  // ── 4. Order: catalog keeps the paid piece sold and closes the sale. ──
  commitHold: {
    service: 'catalog',
    on: orderPaidEvent,
    consumer: 'catalog.stock-holds',
    changes: "The order's stock hold is committed: the piece is sold for good.",
    emits: [],
    code: 'stock-holds/stock-holds.consumer.ts',
    compensations: [
      {
        when: 'the order is refunded with restock',
        then: 'the pieces are back on sale',
        by: ['restock'],
      },
    ],
  },
  auctionClaimPaid: {
    service: 'catalog',
    on: claimPaidEvent,
    source: 'auction',
    consumer: 'catalog.auction-claim-paid',
    changes:
      'The award is paid; the piece is no longer kept for the auction (its committed hold keeps it sold).',
    emits: [auctionChangedEvent],
    code: 'auctions/auction-claims.consumer.ts',
    compensations: [],
  },
  drawClaimPaid: {
    service: 'catalog',
    on: claimPaidEvent,
    source: 'draw',
    consumer: 'catalog.draw-claims.paid',
    changes:
      'The award is paid; with no offer of the release left open and nobody left to offer, the unsold pieces are back on sale.',
    emits: [drawChangedEvent],
    code: 'drawn-releases/draw-claims.consumer.ts',
    compensations: [],
  },
  offerClaimPaid: {
    service: 'catalog',
    on: claimPaidEvent,
    source: 'offer',
    consumer: 'catalog.offer-claim-paid',
    changes:
      "The award is paid; the offer's hold on the piece ends (its committed stock hold keeps it sold).",
    emits: [productUpsertedEvent],
    code: 'offers/offer-claims.consumer.ts',
    compensations: [],
  },

  // ── 5. Lapse: the award lapses and the piece goes to the next in line, or back on sale. ──
  secondChance: {
    service: 'catalog',
    on: claimLapsedEvent,
    source: 'auction',
    consumer: 'catalog.auction-claim-lapsed',
    changes:
      'The award lapses. The bidder with the highest maximum at or above the reserve who has not been offered the piece is awarded it at their maximum (the next rank); with nobody left it is on sale again.',
    emits: [pieceAwardedEvent, auctionChangedEvent],
    code: 'auctions/auction-claims.consumer.ts',
    compensations: [
      {
        when: "the new award's claim lapses too",
        then: 'this step again, for the next bidder',
        by: ['secondChance'],
      },
    ],
  },
  nextAlternate: {
    service: 'catalog',
    on: claimLapsedEvent,
    source: 'draw',
    consumer: 'catalog.draw-claims.lapsed',
    changes:
      'The award lapses. The next entrant in draw order who has had no offer is awarded the piece (the next rank); with no offer open and nobody left, the unsold pieces are back on sale.',
    emits: [pieceAwardedEvent, drawChangedEvent],
    code: 'drawn-releases/draw-claims.consumer.ts',
    compensations: [
      {
        when: "the new award's claim lapses too",
        then: 'this step again, for the next alternate',
        by: ['nextAlternate'],
      },
    ],
  },
  offerClaimLapsed: {
    service: 'catalog',
    on: claimLapsedEvent,
    source: 'offer',
    consumer: 'catalog.offer-claim-lapsed',
    changes: 'The award lapses, the offer reads expired (claim_lapsed) and the piece is on sale again.',
    emits: [productUpsertedEvent],
    code: 'offers/offer-claims.consumer.ts',
    compensations: [],
  },

  // ── 6. After the sale: a refund may put the piece back on sale. ──
  refundOrder: {
    service: 'cart-checkout',
    on: null,
    requests: ['POST /api/orders/:id/refunds', 'POST /api/webhooks/stripe'],
    changes:
      "The owner refunds an order in full or in part (or a refund made in Stripe's dashboard is reconciled), choosing whether its pieces go back on sale.",
    emits: [orderRefundedEvent],
    code: 'refunds/refunds.service.ts',
    compensations: [],
  },
  restock: {
    service: 'catalog',
    on: orderRefundedEvent,
    consumer: 'catalog.order-restocks',
    changes: "With restock, the refunded order's pieces are back on sale, once per order.",
    emits: [],
    code: 'stock-holds/order-restocks.consumer.ts',
    compensations: [],
  },
} satisfies Record<string, ReleaseFlowStep>;

export type ReleaseFlowStepName = keyof typeof steps;

export const releaseFlow = {
  name: 'release',
  summary:
    'Award → claim → pay → order; a lapsed claim → the next in line, or back on sale; a refund with restock → back on sale.',
  steps,
} as const;

/** The steps in their declared order, with their names. */
export const releaseFlowSteps = (): Array<[ReleaseFlowStepName, ReleaseFlowStep]> =>
  Object.entries(releaseFlow.steps) as Array<[ReleaseFlowStepName, ReleaseFlowStep]>;

/** The steps an event starts: the ones whose `on` is that event. */
export const stepsStartedBy = (eventType: string) =>
  releaseFlowSteps().filter(([, step]) => step.on !== null && step.on.type === eventType);

/** A consumer's subscription as a service makes it: its name and the event types it listens to. */
export interface Subscription {
  consumer: string;
  eventTypes: readonly string[];
}

/**
 * What is wrong between the steps declared for `service` and the subscriptions it really made: each
 * event step's consumer subscribed exactly once, to exactly its event; and no other consumer of the
 * service on an event that starts one of its steps (that would be a step missing from here).
 */
export function registrationProblems(service: ServiceName, subscriptions: readonly Subscription[]): string[] {
  const problems: string[] = [];
  const own = releaseFlowSteps().filter(
    (entry): entry is [ReleaseFlowStepName, EventStep] =>
      entry[1].service === service && entry[1].on !== null,
  );
  for (const [name, step] of own) {
    const found = subscriptions.filter((s) => s.consumer === step.consumer);
    if (found.length !== 1)
      problems.push(`${name}: consumer ${step.consumer} subscribed ${found.length} times, not once`);
    else if (found[0]!.eventTypes.length !== 1 || found[0]!.eventTypes[0] !== step.on.type)
      problems.push(
        `${name}: consumer ${step.consumer} listens to ${found[0]!.eventTypes.join(', ')}, not ${step.on.type}`,
      );
  }
  const triggers = new Set(own.map(([, step]) => step.on.type));
  const consumers = new Set(own.map(([, step]) => step.consumer));
  for (const subscription of subscriptions)
    for (const type of subscription.eventTypes)
      if (triggers.has(type) && !consumers.has(subscription.consumer))
        problems.push(
          `${subscription.consumer} handles ${type} in ${service} but is no step of the release flow`,
        );
  return problems;
}

const eventList = (events: readonly FlowEvent[]) => events.map((e) => `\`${e.type}\``).join(', ') || '—';

const startedByText = (step: ReleaseFlowStep) =>
  step.on !== null
    ? `\`${step.on.type}\`${step.source ? ` (${step.source})` : ''} → \`${step.consumer}\``
    : [...(step.task ? [`task "${step.task}"`] : []), ...step.requests.map((r) => `\`${r}\``)].join(', ');

const compensationText = (step: ReleaseFlowStep) =>
  step.compensations
    .map((c) => `${c.when}: ${c.then}${c.by?.length ? ` → ${c.by.join(', ')}` : ''}`)
    .join('; ') || '—';

/** The flow as the Markdown table docs/drawn-releases.md shows (a contracts test keeps them equal). */
export function releaseFlowTable(): string {
  const rows = releaseFlowSteps().map(([name, step]) =>
    [name, step.service, startedByText(step), eventList(step.emits), step.changes, compensationText(step)]
      .map((cell) => cell.replaceAll('|', '\\|'))
      .join(' | '),
  );
  return [
    '| Step | Service | Started by | Emits | Changes | When a later step fails or lapses |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}
