import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Patch,
  Post,
} from '@nestjs/common';
import {
  type ComingSoonItemInput,
  type ComingSoonItemPatch,
  comingSoonItemInputSchema,
  comingSoonItemPatchSchema,
  type ConvertComingSoonInput,
  convertComingSoonInputSchema,
} from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { LikeableController } from '../likes/likeable.controller.js';
import { comingSoonIdPipe as idPipe } from '../likes/like-params.js';
import { LikesService } from '../likes/likes.service.js';
import { ComingSoonConversionService } from './coming-soon-conversion.service.js';
import { ComingSoonRepository } from './coming-soon.repository.js';

/**
 * Sneak-peek items: public reads and likes (LikeableController); admin writes need the gateway's
 * signed assertion. Reads and edits have no rule beyond 'an unknown id is a 404', so they go
 * straight to the repository; converting one into a product is ComingSoonConversionService's.
 */
@Controller('api/coming-soon')
export class ComingSoonController extends LikeableController('coming-soon', idPipe) {
  constructor(
    private readonly items: ComingSoonRepository,
    private readonly conversions: ComingSoonConversionService,
    likes: LikesService,
  ) {
    super(likes);
  }

  @Get()
  list() {
    return this.items.list();
  }

  @Get(':id')
  async get(@Param('id', idPipe) id: number) {
    return (await this.items.find(id)) ?? notFound();
  }

  @Post()
  @AdminOnly()
  create(@Body(new ZodValidationPipe(comingSoonItemInputSchema)) input: ComingSoonItemInput) {
    return this.items.create(input);
  }

  @Patch(':id')
  @AdminOnly()
  async update(
    @Param('id', idPipe) id: number,
    @Body(new ZodValidationPipe(comingSoonItemPatchSchema)) patch: ComingSoonItemPatch,
  ) {
    return (await this.items.update(id, patch)) ?? notFound();
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  async delete(@Param('id', idPipe) id: number) {
    if (!(await this.items.delete(id))) notFound();
  }

  /** The spec's defaults apply to whatever the body leaves out (an empty body converts as-is). */
  @Post(':id/convert')
  @AdminOnly()
  convert(
    @Param('id', idPipe) id: number,
    @Body(new ZodValidationPipe(convertComingSoonInputSchema)) input: ConvertComingSoonInput,
  ) {
    return this.conversions.convert(id, input);
  }
}

const notFound = (): never => {
  throw new NotFoundException('Coming soon item not found');
};
