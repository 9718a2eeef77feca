import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  type ProductInput,
  type ProductListQuery,
  type ProductPatch,
  productInputSchema,
  productListQuerySchema,
  productPatchSchema,
} from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { LikeableController } from '../likes/likeable.controller.js';
import { productIdPipe } from '../likes/like-params.js';
import { LikesService } from '../likes/likes.service.js';
import { ProductSearchRepository } from './product-search.repository.js';
import { ProductsRepository } from './products.repository.js';
import { ProductsService } from './products.service.js';
import { searchTerms } from './search-terms.js';

/**
 * Products: public reads, search and likes (LikeableController); admin writes need the gateway's
 * signed admin assertion (@AdminOnly). Static segments (search, decommissioned) win over :id in
 * Fastify's router. Reads and creates that carry no rule go straight to the repository; the
 * service holds the rules (not found, delete only when decommissioned).
 */
@Controller('api/products')
export class ProductsController extends LikeableController('product', productIdPipe) {
  constructor(
    private readonly products: ProductsService,
    private readonly productsRepository: ProductsRepository,
    private readonly searchRepository: ProductSearchRepository,
    likes: LikesService,
  ) {
    super(likes);
  }

  @Get()
  list(@Query(new ZodValidationPipe(productListQuerySchema, 'query')) query: ProductListQuery) {
    return this.productsRepository.listForSale(query);
  }

  @Get('search')
  async search(@Query('q') query: unknown) {
    const terms = searchTerms(query);
    return terms.length === 0 ? [] : this.searchRepository.search(terms);
  }

  @Get('decommissioned')
  @AdminOnly()
  listDecommissioned() {
    return this.productsRepository.listDecommissioned();
  }

  @Get(':id')
  get(@Param('id', productIdPipe) id: number) {
    return this.products.getForSale(id);
  }

  @Post()
  @AdminOnly()
  create(@Body(new ZodValidationPipe(productInputSchema)) input: ProductInput) {
    return this.productsRepository.create(input);
  }

  @Patch(':id')
  @AdminOnly()
  update(
    @Param('id', productIdPipe) id: number,
    @Body(new ZodValidationPipe(productPatchSchema)) patch: ProductPatch,
  ) {
    return this.products.update(id, patch);
  }

  @Patch(':id/decommission')
  @AdminOnly()
  decommission(@Param('id', productIdPipe) id: number) {
    return this.products.decommission(id);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  delete(@Param('id', productIdPipe) id: number) {
    return this.products.delete(id);
  }
}
