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
  Res,
} from '@nestjs/common';
import {
  type HeroMediaData,
  heroMediaInputSchema,
  type HeroPlacement,
  idParamSchema,
} from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import type { FastifyReply } from 'fastify';
import { HeroMediaRepository } from './hero-media.repository.js';

const idPipe = new ZodValidationPipe(idParamSchema, 'hero media id');
const bodyPipe = new ZodValidationPipe(heroMediaInputSchema);

/**
 * The same API for both placements (spec section 7): /api/hero-media for the home hero and
 * /api/story-hero-media for the Our Story hero. GET .../active is public; the rest is admin only.
 */
function heroMediaController(path: string, placement: HeroPlacement, what: string) {
  @Controller(path)
  class HeroMediaController {
    constructor(readonly media: HeroMediaRepository) {}

    @Get()
    @AdminOnly()
    list() {
      return this.media.list(placement);
    }

    /** The active item, or JSON null when none is active (the page then shows its default). */
    @Get('active')
    async active(@Res() reply: FastifyReply) {
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(await this.media.findActive(placement)));
    }

    @Post()
    @AdminOnly()
    create(@Body(bodyPipe) input: HeroMediaData) {
      return this.media.create(placement, input);
    }

    @Patch(':id/activate')
    @AdminOnly()
    activate(@Param('id', idPipe) id: number) {
      return this.found(this.media.setActive(placement, id, true), id);
    }

    @Patch(':id/deactivate')
    @AdminOnly()
    deactivate(@Param('id', idPipe) id: number) {
      return this.found(this.media.setActive(placement, id, false), id);
    }

    @Delete(':id')
    @AdminOnly()
    @HttpCode(204)
    async remove(@Param('id', idPipe) id: number) {
      if (!(await this.media.delete(placement, id))) throw new NotFoundException(`${what} ${id} not found`);
    }

    async found<T>(result: Promise<T | null>, id: number): Promise<T> {
      const value = await result;
      if (value === null) throw new NotFoundException(`${what} ${id} not found`);
      return value;
    }
  }
  return HeroMediaController;
}

export const HomeHeroMediaController = heroMediaController('api/hero-media', 'home', 'Hero media');
export const StoryHeroMediaController = heroMediaController(
  'api/story-hero-media',
  'story',
  'Story hero media',
);
