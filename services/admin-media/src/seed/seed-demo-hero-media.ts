import { heroMediaInputSchema } from '@atelier/contracts';
import type { Logger } from 'pino';
import type { AdminMediaDatabase } from '../database/admin-media-database.js';
import { HeroMediaRepository } from '../hero-media/hero-media.repository.js';
import { demoHeroMedia } from './demo-hero-media.js';

/**
 * Gives a brand-new store an active home hero and Our Story hero: each item is parsed by the admin
 * API's input schema and written by the repository an admin's request uses (same rows, same
 * hero-media.changed events). Called only when the schema was just created, so a restart, or an
 * admin who later removed them, never gets them back.
 */
export async function seedDemoHeroMedia(db: AdminMediaDatabase, logger: Logger): Promise<void> {
  const items = demoHeroMedia.map(({ placement, input }) => ({
    placement,
    data: heroMediaInputSchema.parse(input),
  }));
  const repository = new HeroMediaRepository(db);
  for (const { placement, data } of items) await repository.create(placement, data);
  logger.info({ heroMedia: items.length }, 'demo hero media seeded');
}
