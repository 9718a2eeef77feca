import { Injectable, NotFoundException } from '@nestjs/common';
import type { Artist, ArtistInput } from '@atelier/contracts';
import { ArtistsRepository } from './artists.repository.js';

@Injectable()
export class ArtistsService {
  constructor(private readonly artists: ArtistsRepository) {}

  list(): Promise<Artist[]> {
    return this.artists.list();
  }

  async get(id: number): Promise<Artist> {
    return (await this.artists.find(id)) ?? notFound(id);
  }

  create(input: ArtistInput): Promise<Artist> {
    return this.artists.create(input);
  }

  async update(id: number, input: ArtistInput): Promise<Artist> {
    return (await this.artists.update(id, input)) ?? notFound(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.artists.delete(id))) notFound(id);
  }
}

const notFound = (id: number): never => {
  throw new NotFoundException(`Artist ${id} not found`);
};
