import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { type CollectionInput, collectionInputSchema, idParamSchema } from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { CollectionsRepository } from './collections.repository.js';
import { CollectionsService } from './collections.service.js';

const idPipe = new ZodValidationPipe(idParamSchema, 'collection id');
const bodyPipe = new ZodValidationPipe(collectionInputSchema);

/**
 * GET /active and GET /:id are public; the rest needs the gateway's signed admin assertion. Reads and
 * creates that carry no rule go straight to the repository; the service holds the rules.
 */
@Controller('api/collections')
export class CollectionsController {
  constructor(
    private readonly collections: CollectionsService,
    private readonly collectionsRepository: CollectionsRepository,
  ) {}

  @Get()
  @AdminOnly()
  listAll() {
    return this.collectionsRepository.listAll();
  }

  @Get('active')
  listActive() {
    return this.collectionsRepository.listActive();
  }

  @Get(':id')
  get(@Param('id', idPipe) id: number) {
    return this.collections.get(id);
  }

  @Post()
  @AdminOnly()
  create(@Body(bodyPipe) input: CollectionInput) {
    return this.collectionsRepository.create(input);
  }

  @Put(':id')
  @AdminOnly()
  update(@Param('id', idPipe) id: number, @Body(bodyPipe) input: CollectionInput) {
    return this.collections.update(id, input);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  delete(@Param('id', idPipe) id: number) {
    return this.collections.delete(id);
  }
}
