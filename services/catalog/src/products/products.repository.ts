import { Injectable } from '@nestjs/common';
import type { Product } from '@atelier/contracts';
import { CatalogDatabase } from '../database/catalog-database.js';
import { productWithRelations, toProduct } from './product.mapper.js';

@Injectable()
export class ProductsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /** The shop's pieces: everything not decommissioned, newest first. */
  listForSale(): Promise<Product[]> {
    return this.db.publicReads.get('products:for-sale', async () => {
      const rows = await this.db.prisma.product.findMany({
        where: { decommissioned: false },
        include: productWithRelations,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      return rows.map(toProduct);
    });
  }
}
