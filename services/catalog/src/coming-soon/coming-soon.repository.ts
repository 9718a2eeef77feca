import { Injectable } from '@nestjs/common';
import type { ComingSoonItem } from '@atelier/contracts';
import { CatalogDatabase } from '../database/catalog-database.js';
import { toComingSoonItem } from './coming-soon-item.mapper.js';

@Injectable()
export class ComingSoonRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async list(): Promise<ComingSoonItem[]> {
    return (
      await this.db.prisma.comingSoonItem.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
    ).map(toComingSoonItem);
  }
}
