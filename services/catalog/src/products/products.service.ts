import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Product, ProductPatch } from '@atelier/contracts';
import { ProductsRepository } from './products.repository.js';

/** The rules of product reads and writes; reads and creates without one go to the repository directly. */
@Injectable()
export class ProductsService {
  constructor(private readonly products: ProductsRepository) {}

  /** A decommissioned product is, to the public, not found (its page shows 'Product Not Found'). */
  async getForSale(id: number): Promise<Product> {
    return (await this.products.findForSale(id)) ?? notFound();
  }

  async update(id: number, patch: ProductPatch): Promise<Product> {
    return (await this.products.update(id, patch)) ?? notFound();
  }

  async decommission(id: number): Promise<Product> {
    return (await this.products.decommission(id)) ?? notFound();
  }

  /** Only a decommissioned product can be deleted (spec section 4). */
  async delete(id: number): Promise<void> {
    const outcome = await this.products.delete(id);
    if (outcome === 'not-found') notFound();
    if (outcome === 'not-decommissioned')
      throw new ConflictException('Only a decommissioned product can be deleted. Decommission it first.');
  }
}

const notFound = (): never => {
  throw new NotFoundException('Product not found');
};
