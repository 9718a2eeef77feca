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
import { DrawnReleasesService } from '../drawn-releases/drawn-releases.service.js';
import { ComingSoonRepository } from './coming-soon.repository.js';

/**
 * Sneak-peek items: public reads and likes (LikeableController); admin writes need the gateway's
 * signed assertion. Items have no rule beyond 'an unknown id is a 404', so there is no service
 * between this and the repository.
 */
@Controller('api/coming-soon')
export class ComingSoonController extends LikeableController('coming-soon', idPipe) {
  constructor(
    private readonly items: ComingSoonRepository,
    private readonly releases: DrawnReleasesService,
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
  async convert(
    @Param('id', idPipe) id: number,
    @Body(new ZodValidationPipe(convertComingSoonInputSchema)) input: ConvertComingSoonInput,
  ) {
    // The draw's randomness is settled (and drand's beacon reached) before anything is written.
    const randomness =
      input.sale.mode === 'draw'
        ? await this.releases.openingRandomness(input.sale.randomness)
        : 'house-seed-only';
    return (await this.items.convert(id, input, randomness)) ?? notFound();
  }
}

const notFound = (): never => {
  throw new NotFoundException('Coming soon item not found');
};
