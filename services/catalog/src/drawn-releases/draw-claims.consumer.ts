import { claimLapsedEvent, claimPaidEvent } from '@atelier/contracts';
import { asTransactionalSqlClient, type EventBus, handleEventOnce } from '@atelier/platform';
import type { Logger } from 'pino';
import {
  CATALOG_SCHEMA,
  type CatalogDatabase,
  type CatalogTransaction,
} from '../database/catalog-database.js';
import { DrawnReleasesRepository } from './drawn-releases.repository.js';

const CONSUMER = 'catalog.draw-claims';

/**
 * A drawn release's claim ended: paid (the win is recorded as paid) or lapsed (the next alternate is
 * offered the piece). Auction claims are left to the auctions. Handled once per event (inbox row and
 * change in one transaction); an award that is no longer open is left alone.
 */
export async function subscribeDrawClaims(bus: EventBus, db: CatalogDatabase, logger: Logger) {
  const releases = new DrawnReleasesRepository(db);
  const inbox = asTransactionalSqlClient(db.prisma);
  // handleEventOnce hands the effect the interactive transaction of db.prisma itself: the full
  // client of this transaction, so the repository may use it as one (it records an outbox event).
  const once = async (
    consumer: string,
    event: Parameters<typeof handleEventOnce>[3],
    effect: (tx: CatalogTransaction) => Promise<void>,
  ) => {
    const outcome = await handleEventOnce(inbox, CATALOG_SCHEMA, consumer, event, (tx) =>
      effect(tx as unknown as CatalogTransaction),
    );
    if (outcome === 'handled') db.relay.wake();
  };
  await bus.subscribeTo(claimPaidEvent, `${CONSUMER}.paid`, async (event) => {
    if (event.payload.source !== 'draw') return;
    const award = { awardId: event.payload.awardId, releaseId: event.payload.sourceId };
    await once(`${CONSUMER}.paid`, event, async (tx) => {
      if (!(await releases.settleAward(tx, award, { state: 'paid' })))
        logger.warn(award, 'claim paid for a draw award that is not open; left as is');
    });
  });
  await bus.subscribeTo(claimLapsedEvent, `${CONSUMER}.lapsed`, async (event) => {
    if (event.payload.source !== 'draw') return;
    const award = { awardId: event.payload.awardId, releaseId: event.payload.sourceId };
    await once(`${CONSUMER}.lapsed`, event, async (tx) => {
      const state = { state: 'lapsed' as const, reason: event.payload.reason };
      if (!(await releases.settleAward(tx, award, state)))
        logger.warn(award, 'claim lapsed for a draw award that is not open; left as is');
    });
  });
}
