import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { type ArtistInput, artistInputSchema, idParamSchema } from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { ArtistsService } from './artists.service.js';

const idPipe = new ZodValidationPipe(idParamSchema, 'artist id');

/** Public reads; admin writes need the gateway's signed admin assertion (@AdminOnly). */
@Controller('api/artists')
export class ArtistsController {
  constructor(private readonly artists: ArtistsService) {}

  @Get()
  list() {
    return this.artists.list();
  }

  @Get(':id')
  get(@Param('id', idPipe) id: number) {
    return this.artists.get(id);
  }

  @Post()
  @AdminOnly()
  create(@Body(new ZodValidationPipe(artistInputSchema)) input: ArtistInput) {
    return this.artists.create(input);
  }

  @Patch(':id')
  @AdminOnly()
  update(
    @Param('id', idPipe) id: number,
    @Body(new ZodValidationPipe(artistInputSchema)) input: ArtistInput,
  ) {
    return this.artists.update(id, input);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  delete(@Param('id', idPipe) id: number) {
    return this.artists.delete(id);
  }
}
