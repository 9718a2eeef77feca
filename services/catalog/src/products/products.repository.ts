import { Injectable } from '@nestjs/common';
import type { Product } from '@atelier/contracts';
import { CatalogDatabase } from '../database/catalog-database.js';
import { toProduct } from './product.mapper.js';

@Injectable()
export class ProductsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /** The shop's pieces: everything not decommissioned, newest first. */
  async listForSale(): Promise<Product[]> {
    const rows = await this.db.prisma.product.findMany({
      where: { decommissioned: false },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toProduct);
  }
}
