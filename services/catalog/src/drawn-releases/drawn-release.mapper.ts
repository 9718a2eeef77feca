import {
  type AdminDrawnRelease,
  type DrawAlgorithm,
  type DrawAward,
  type DrawBeacon,
  type DrawEarlyClose,
  DRAND_QUICKNET,
  drandRoundTime,
  type DrawPhase,
  type PublicDrawnRelease,
} from '@atelier/contracts';

/** A drawn_releases row as the repository's raw queries select it (with the database clock). */
export interface DrawnReleaseRow {
  id: number;
  product_id: number;
  product_name: string;
  product_price: { toFixed(places: number): string };
  likes_count: number;
  coming_soon_id: number | null;
  quantity: number;
  opens_at: Date;
  closes_at: Date;
  advertised_closes_at: Date;
  early_close_reason: string | null;
  status: string;
  seed: string;
  seed_sha256: string;
  algorithm: DrawAlgorithm;
  beacon_round: number | null;
  beacon_randomness: string | null;
  beacon_signature: string | null;
  beacon_fetched_at: Date | null;
  beacon_last_error: string | null;
  drawn_at: Date | null;
  created_at: Date;
  entry_count: number;
  awards_offered: number;
  awards_paid: number;
  winner_entry_ids: string[] | null;
  server_time: Date;
}

/** Columns every read selects (alias d for the release, p for its product). */
export const RELEASE_COLUMNS = `d.id, d.product_id, p.name AS product_name, p.price AS product_price,
  p.likes_count, d.coming_soon_id, d.quantity, d.opens_at, d.closes_at, d.advertised_closes_at,
  d.early_close_reason, d.status, d.seed, d.seed_sha256, d.algorithm, d.beacon_round,
  d.beacon_randomness, d.beacon_signature, d.beacon_fetched_at, d.beacon_last_error,
  d.drawn_at, d.created_at,
  (SELECT count(*)::int FROM catalog.draw_entries e WHERE e.release_id = d.id) AS entry_count,
  (SELECT count(*)::int FROM catalog.awards a WHERE a.source = 'draw' AND a.source_id = d.id) AS awards_offered,
  (SELECT count(*)::int FROM catalog.awards a WHERE a.source = 'draw' AND a.source_id = d.id AND a.state = 'paid')
    AS awards_paid,
  (SELECT array_agg(e.id::text ORDER BY e.position) FROM catalog.draw_entries e
     WHERE e.release_id = d.id AND e.position <= d.quantity) AS winner_entry_ids,
  clock_timestamp() AS server_time`;
export const RELEASE_FROM = `catalog.drawn_releases d JOIN catalog.products p ON p.id = d.product_id`;

export function drawPhaseOf(row: Pick<DrawnReleaseRow, 'status' | 'closes_at' | 'server_time'>): DrawPhase {
  if (row.status === 'drawn') return 'drawn';
  return row.server_time >= row.closes_at ? 'closing' : 'open';
}

/** The advertised close and the reason, when the owner closed entries before it. */
export const earlyCloseOf = (
  row: Pick<DrawnReleaseRow, 'advertised_closes_at' | 'early_close_reason'>,
): DrawEarlyClose | null =>
  row.early_close_reason === null
    ? null
    : { advertisedClosesAt: row.advertised_closes_at.toISOString(), reason: row.early_close_reason };

/**
 * The drand quicknet round a v2 release fixed at its opening (published from then on) and, once the
 * draw is made, that round's randomness and signature.
 */
export function beaconOf(row: DrawnReleaseRow): DrawBeacon | null {
  if (row.beacon_round === null) return null;
  return {
    network: 'drand-quicknet',
    chainHash: DRAND_QUICKNET.chainHash,
    publicKey: DRAND_QUICKNET.publicKey,
    round: row.beacon_round,
    roundTime: new Date(drandRoundTime(row.beacon_round) * 1000).toISOString(),
    randomness: row.beacon_randomness,
    signature: row.beacon_signature,
  };
}

/** The seed leaves the service only once the draw is made. */
export function toPublicDrawnRelease(row: DrawnReleaseRow): PublicDrawnRelease {
  const drawn = row.status === 'drawn';
  return {
    id: row.id,
    productId: row.product_id,
    phase: drawPhaseOf(row),
    quantity: row.quantity,
    entryCount: row.entry_count,
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    closedEarly: earlyCloseOf(row),
    serverTime: row.server_time.toISOString(),
    algorithm: row.algorithm,
    seedSha256: row.seed_sha256,
    beacon: beaconOf(row),
    seed: drawn ? row.seed : null,
    drawnAt: row.drawn_at?.toISOString() ?? null,
    winnerEntryIds: drawn ? (row.winner_entry_ids ?? []) : [],
  };
}

export function toAdminDrawnRelease(row: DrawnReleaseRow): AdminDrawnRelease {
  return {
    ...toPublicDrawnRelease(row),
    productName: row.product_name,
    comingSoonId: row.coming_soon_id,
    likesCount: row.likes_count,
    awardsOffered: row.awards_offered,
    awardsPaid: row.awards_paid,
    createdAt: row.created_at.toISOString(),
    waitingFor: waitingFor(row),
  };
}

/** Why a release whose entries have closed is not drawn yet: it waits for its drand round. */
function waitingFor(row: DrawnReleaseRow): string | null {
  if (drawPhaseOf(row) !== 'closing' || row.beacon_round === null) return null;
  const due = new Date(drandRoundTime(row.beacon_round) * 1000).toISOString();
  const wait = `Waiting for drand round ${row.beacon_round} (published at ${due})`;
  return row.beacon_last_error
    ? `${wait}; the last attempt to fetch it failed: ${row.beacon_last_error}`
    : wait;
}

export interface AwardRow {
  id: string;
  rank: number;
  entry_id: string;
  buyer_id: string;
  position: number;
  state: DrawAward['state'];
  lapse_reason: string | null;
  offered_at: Date;
  settled_at: Date | null;
}

export const toDrawAward = (row: AwardRow): DrawAward => ({
  awardId: row.id,
  rank: row.rank,
  entryId: row.entry_id,
  buyerId: row.buyer_id,
  position: row.position,
  state: row.state,
  lapseReason: row.lapse_reason,
  offeredAt: row.offered_at.toISOString(),
  settledAt: row.settled_at?.toISOString() ?? null,
});

/** The draw log, told from the rows themselves (nothing is logged that the data does not hold). */
export function drawLog(row: DrawnReleaseRow, awards: DrawAward[]) {
  const log: { at: string; message: string }[] = [
    {
      at: row.opens_at.toISOString(),
      message: `Entries opened until ${row.advertised_closes_at.toISOString()}; commitment SHA-256(seed) = ${row.seed_sha256}`,
    },
    {
      at: row.opens_at.toISOString(),
      message:
        row.beacon_round === null
          ? `Algorithm ${row.algorithm}: the house's seed alone (opened without drand's beacon)`
          : `Algorithm ${row.algorithm}: drand quicknet round ${row.beacon_round} fixed (published at ${new Date(drandRoundTime(row.beacon_round) * 1000).toISOString()})`,
    },
  ];
  const waiting = waitingFor(row);
  if (waiting) log.push({ at: row.server_time.toISOString(), message: waiting });
  if (row.beacon_fetched_at && row.beacon_randomness)
    log.push({
      at: row.beacon_fetched_at.toISOString(),
      message: `drand round ${row.beacon_round} fetched, its BLS signature verified; randomness ${row.beacon_randomness}`,
    });
  if (row.early_close_reason !== null)
    log.push({
      at: row.closes_at.toISOString(),
      message: `Entries closed early by the owner (advertised until ${row.advertised_closes_at.toISOString()}): ${row.early_close_reason}`,
    });
  if (row.drawn_at)
    log.push({
      at: row.drawn_at.toISOString(),
      message: `Drawn from ${row.entry_count} entries; seed ${row.seed} published`,
    });
  for (const award of awards) {
    const who = `entry ${award.entryId} (place ${award.position})`;
    log.push({
      at: award.offeredAt,
      message: award.rank <= row.quantity ? `Offered to winner ${who}` : `Alternate promoted: ${who}`,
    });
    if (award.settledAt)
      log.push({
        at: award.settledAt,
        message: award.state === 'paid' ? `Paid by ${who}` : `Lapsed (${award.lapseReason}) for ${who}`,
      });
  }
  return log.sort((a, b) => a.at.localeCompare(b.at));
}
