import { Controller, Get } from '@nestjs/common';
import { ProductsRepository } from './products.repository.js';

/** Public product reads. Product writes, likes and stock arrive with the products issue. */
@Controller('api/products')
export class ProductsController {
  constructor(private readonly products: ProductsRepository) {}

  @Get()
  list() {
    return this.products.listForSale();
  }
}
