import { Inject, Injectable } from '@nestjs/common';
import { productRemovedEvent, productSchema, productUpsertedEvent } from '@atelier/contracts';
import {
  asTransactionalSqlClient,
  type EventBus,
  type EventConsumer,
  SERVICE_LOGGER,
} from '@atelier/platform';
import type { Logger } from 'pino';
import { z } from 'zod';
import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import { CATALOG_URL } from '../tokens.js';
import { insertProductIfMissing, removeProduct, upsertProduct } from './product-read-model.repository.js';
// undici's fetch, not Node's global one: the gateway's proxy already loads this undici, and the
// global fetch would load Node's own copy at the first call (~45 ms of every all-in-one start).
import { fetch } from 'undici';

// One consumer (queue) per event type: a queue's handler parses one contract. A removal handled
// before a late upsert is harmless: catalog deletes only decommissioned pieces, so that upsert
// brings back a row no cart can take.
const UPSERTS = 'cart-checkout.product-upserted';
const REMOVALS = 'cart-checkout.product-removed';

/**
 * Keeps the product read model current from catalog's events, each handled once (inbox); once
 * subscribed (so nothing published from then on is missed), fills it with what catalog lists.
 */
@Injectable()
export class ProductReadModelConsumer implements EventConsumer {
  constructor(
    private readonly db: CartCheckoutDatabase,
    @Inject(CATALOG_URL) private readonly catalogUrl: string,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { db } = this;
    await bus.subscribeTo(productUpsertedEvent, UPSERTS, async (event) => {
      await db.handleEventOnce(UPSERTS, event, (tx) => upsertProduct(tx, event.payload.product));
    });
    await bus.subscribeTo(productRemovedEvent, REMOVALS, async (event) => {
      await db.handleEventOnce(REMOVALS, event, (tx) => removeProduct(tx, event.payload.productId));
    });
    await fillProductReadModel(db, this.catalogUrl, this.logger);
  }
}

/**
 * Events published before this service's queue existed never reach it (a brand-new deployment
 * whose catalog seeded first). So at start-up the pieces on sale are copied from catalog's public
 * list, without overwriting anything an event has already written. A failure is logged, not fatal:
 * events keep the model current from here on.
 */
async function fillProductReadModel(db: CartCheckoutDatabase, catalogUrl: string, logger: Logger) {
  try {
    const response = await fetch(`${catalogUrl}/api/products`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`catalog answered ${response.status}`);
    const products = z.array(productSchema).parse(await response.json());
    const client = asTransactionalSqlClient(db.prisma);
    await client.$transaction(async (tx) => {
      for (const product of products) await insertProductIfMissing(tx, product);
    });
    logger.info({ products: products.length }, 'product read model filled from catalog');
  } catch (err) {
    logger.warn({ err }, 'could not fill the product read model from catalog; events will');
  }
}
