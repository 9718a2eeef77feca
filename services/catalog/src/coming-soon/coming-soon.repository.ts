import { Injectable } from '@nestjs/common';
import type { ComingSoonItem } from '@atelier/contracts';
import { CatalogDatabase } from '../database/catalog-database.js';
import { comingSoonItemWithRelations, toComingSoonItem } from './coming-soon-item.mapper.js';

@Injectable()
export class ComingSoonRepository {
  constructor(private readonly db: CatalogDatabase) {}

  list(): Promise<ComingSoonItem[]> {
    return this.db.publicReads.get('coming-soon', async () =>
      (
        await this.db.prisma.comingSoonItem.findMany({
          include: comingSoonItemWithRelations,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        })
      ).map(toComingSoonItem),
    );
  }
}
