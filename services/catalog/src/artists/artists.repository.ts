import { Injectable } from '@nestjs/common';
import {
  type Artist,
  type ArtistInput,
  artistCreatedEvent,
  artistDeletedEvent,
  artistUpdatedEvent,
} from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { CatalogDatabase } from '../database/catalog-database.js';
import { toArtist } from './artist.mapper.js';

/** All artist I/O: reads, and writes that record their event in the same transaction. */
@Injectable()
export class ArtistsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async list(): Promise<Artist[]> {
    return (await this.db.prisma.artist.findMany({ orderBy: { id: 'asc' } })).map(toArtist);
  }

  async find(id: number): Promise<Artist | null> {
    const row = await this.db.prisma.artist.findUnique({ where: { id } });
    return row ? toArtist(row) : null;
  }

  create(input: ArtistInput): Promise<Artist> {
    return this.db.transaction(async (tx) => {
      const artist = toArtist(await tx.artist.create({ data: input }));
      await recordEvent(tx, newEvent(artistCreatedEvent, { artist }));
      return artist;
    });
  }

  /** Returns null when no artist has that id (nothing is written then). */
  update(id: number, input: ArtistInput): Promise<Artist | null> {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.artist.updateMany({ where: { id }, data: input });
      if (count === 0) return null;
      const artist = toArtist(await tx.artist.findUniqueOrThrow({ where: { id } }));
      await recordEvent(tx, newEvent(artistUpdatedEvent, { artist }));
      return artist;
    });
  }

  /** Returns false when no artist has that id. Their pieces stay, with no artist attached. */
  delete(id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.artist.deleteMany({ where: { id } });
      if (count === 0) return false;
      await recordEvent(tx, newEvent(artistDeletedEvent, { artistId: id }));
      return true;
    });
  }
}
