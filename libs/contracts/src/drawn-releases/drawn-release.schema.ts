import { z } from 'zod';
import { drawBeaconSchema } from './drand-beacon.schema.js';

/**
 * 'open': entries are taken until closesAt (on the server's clock); 'closing': the window has
 * ended and the draw is about to be made; 'drawn': the seed and the order are published.
 */
export const DRAW_PHASES = ['open', 'closing', 'drawn'] as const;
export const drawPhaseSchema = z.enum(DRAW_PHASES);
export type DrawPhase = z.infer<typeof drawPhaseSchema>;

/**
 * The published algorithms (docs/drawn-releases.md, scripts/verify-draw.mjs), chosen at the opening
 * and kept by the release for good:
 * - 'hmac-sha256-v1': the house's seed alone is the key;
 * - 'hmac-sha256-drand-v2': the key is HMAC-SHA256(seed, randomness of a drand quicknet round fixed
 *   at the opening and published after the close), so the house cannot know it before the close.
 */
export const DRAW_ALGORITHMS = ['hmac-sha256-v1', 'hmac-sha256-drand-v2'] as const;
export const drawAlgorithmSchema = z.enum(DRAW_ALGORITHMS);
export type DrawAlgorithm = z.infer<typeof drawAlgorithmSchema>;
/** The algorithm of releases opened with the house's seed alone (and of every release before v2). */
export const DRAW_ALGORITHM = 'hmac-sha256-v1';
/** The algorithm of releases opened with drand's beacon mixed in. */
export const DRAW_ALGORITHM_DRAND = 'hmac-sha256-drand-v2';

/** Default and bounds of a drawn release's entry window, in hours. */
export const DRAW_WINDOW_HOURS = { default: 24, min: 0.01, max: 24 * 14 } as const;

/**
 * Entries closed before the advertised close (the owner's "Close entries now"): when they were
 * advertised to close, and the owner's reason. closesAt is then when they actually closed.
 */
export const drawEarlyCloseSchema = z.object({ advertisedClosesAt: z.string(), reason: z.string() });
export type DrawEarlyClose = z.infer<typeof drawEarlyCloseSchema>;

/**
 * What anyone sees of a drawn release (GET /api/products/{id}/draw). seedSha256 is the commitment
 * shown from the opening; seed stays null until the draw, when it is published. serverTime is the
 * service's clock, so the page counts down from it.
 */
export const publicDrawnReleaseSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  phase: drawPhaseSchema,
  /** How many winners: the piece's quantity when the window opened. */
  quantity: z.number().int().positive(),
  entryCount: z.number().int().nonnegative(),
  opensAt: z.string(),
  /** When entries close (or closed: earlier than advertised when closedEarly says so). */
  closesAt: z.string(),
  /** Null unless the owner closed entries before the advertised close. */
  closedEarly: drawEarlyCloseSchema.nullable().default(null),
  serverTime: z.string(),
  algorithm: drawAlgorithmSchema,
  seedSha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The drand round fixed at the opening (null for 'hmac-sha256-v1'); its randomness once drawn. */
  beacon: drawBeaconSchema.nullable().default(null),
  seed: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  drawnAt: z.string().nullable(),
  /** The entry ids that won, in draw order (empty before the draw). */
  winnerEntryIds: z.array(z.string()),
});
export type PublicDrawnRelease = z.infer<typeof publicDrawnReleaseSchema>;

/**
 * The draw's public record (GET /api/drawn-releases/{id}/draw): every entry id (ascending) and,
 * once drawn, the seed and the order it gives. Never a phone number or a buyer.
 */
export const drawRecordSchema = z.object({
  releaseId: z.number().int(),
  productId: z.number().int(),
  algorithm: drawAlgorithmSchema,
  quantity: z.number().int().positive(),
  /** The entry window: entries taken from opensAt until closesAt (the actual close). */
  opensAt: z.string(),
  closesAt: z.string(),
  /** The advertised close and the owner's reason, when entries closed before it. */
  closedEarly: drawEarlyCloseSchema.nullable(),
  seedSha256: z.string(),
  seed: z.string().nullable(),
  /** 'hmac-sha256-drand-v2': the round fixed at the opening, and once drawn its randomness and signature. */
  beacon: drawBeaconSchema.nullable(),
  drawnAt: z.string().nullable(),
  entryIds: z.array(z.string()),
  /** Entry ids in draw order: the first `quantity` win, the rest are alternates in rank order. */
  order: z.array(z.string()).nullable(),
});
export type DrawRecord = z.infer<typeof drawRecordSchema>;

/** A buyer's own entry (GET /api/drawn-releases/{id}/entry, POST /api/drawn-releases/{id}/entries). */
export const myDrawEntrySchema = z.object({
  releaseId: z.number().int(),
  entered: z.boolean(),
  entryId: z.string().nullable(),
  enteredAt: z.string().nullable(),
  /** 1-based place in the draw order once drawn (1..quantity won; later ones are alternates). */
  position: z.number().int().positive().nullable(),
  /** Whether this buyer has been offered the piece (a claim link was texted). */
  awarded: z.boolean(),
});
export type MyDrawEntry = z.infer<typeof myDrawEntrySchema>;

export const AWARD_STATES = ['offered', 'paid', 'lapsed'] as const;

/** One offer of the piece to an entrant, as the admin sees it (the claim's state follows it). */
export const drawAwardSchema = z.object({
  awardId: z.string(),
  rank: z.number().int().positive(),
  entryId: z.string(),
  buyerId: z.string(),
  position: z.number().int().positive(),
  state: z.enum(AWARD_STATES),
  lapseReason: z.string().nullable(),
  offeredAt: z.string(),
  settledAt: z.string().nullable(),
});
export type DrawAward = z.infer<typeof drawAwardSchema>;

/** The admin's list row: the public view, the piece's name and the demand signals beside entries. */
export const adminDrawnReleaseSchema = publicDrawnReleaseSchema.extend({
  productName: z.string(),
  comingSoonId: z.number().int().nullable(),
  likesCount: z.number().int().nonnegative(),
  awardsOffered: z.number().int().nonnegative(),
  awardsPaid: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** Why a release whose entries have closed is not drawn yet (its drand round), else null. */
  waitingFor: z.string().nullable(),
});
export type AdminDrawnRelease = z.infer<typeof adminDrawnReleaseSchema>;

/** The admin's detail: entries with their buyers, the awards (claims) and the draw log. */
export const adminDrawnReleaseDetailSchema = adminDrawnReleaseSchema.extend({
  entries: z.array(
    z.object({
      entryId: z.string(),
      buyerId: z.string(),
      enteredAt: z.string(),
      position: z.number().int().positive().nullable(),
    }),
  ),
  awards: z.array(drawAwardSchema),
  log: z.array(z.object({ at: z.string(), message: z.string() })),
});
export type AdminDrawnReleaseDetail = z.infer<typeof adminDrawnReleaseDetailSchema>;
