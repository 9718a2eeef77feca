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
import { type ArtistInput, artistInputSchema, idParamSchema } from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { ArtistsRepository } from './artists.repository.js';

const idPipe = new ZodValidationPipe(idParamSchema, 'artist id');

/**
 * Public reads; admin writes need the gateway's signed admin assertion (@AdminOnly). Artists have
 * no rule beyond 'an unknown id is a 404', so there is no service between this and the repository.
 */
@Controller('api/artists')
export class ArtistsController {
  constructor(private readonly artists: ArtistsRepository) {}

  @Get()
  list() {
    return this.artists.list();
  }

  @Get(':id')
  async get(@Param('id', idPipe) id: number) {
    return (await this.artists.find(id)) ?? notFound(id);
  }

  @Post()
  @AdminOnly()
  create(@Body(new ZodValidationPipe(artistInputSchema)) input: ArtistInput) {
    return this.artists.create(input);
  }

  @Patch(':id')
  @AdminOnly()
  async update(
    @Param('id', idPipe) id: number,
    @Body(new ZodValidationPipe(artistInputSchema)) input: ArtistInput,
  ) {
    return (await this.artists.update(id, input)) ?? notFound(id);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  async delete(@Param('id', idPipe) id: number) {
    if (!(await this.artists.delete(id))) notFound(id);
  }
}

const notFound = (id: number): never => {
  throw new NotFoundException(`Artist ${id} not found`);
};
