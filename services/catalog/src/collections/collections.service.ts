import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Collection, CollectionInput } from '@atelier/contracts';
import { CollectionsRepository } from './collections.repository.js';

/** The rules of collection reads and writes; reads and creates without one go to the repository directly. */
@Injectable()
export class CollectionsService {
  constructor(private readonly collections: CollectionsRepository) {}

  async get(id: number): Promise<Collection> {
    return (await this.collections.find(id)) ?? notFound(id);
  }

  async update(id: number, input: CollectionInput): Promise<Collection> {
    return (await this.collections.update(id, input)) ?? notFound(id);
  }

  /** Only archived collections can be deleted, and never one that still has products. */
  async delete(id: number): Promise<void> {
    const outcome = await this.collections.delete(id);
    if (outcome === 'not-found') notFound(id);
    if (outcome === 'not-archived')
      throw new ConflictException('Only archived collections can be deleted. Archive this collection first.');
    if (outcome === 'has-products')
      throw new ConflictException(
        'Collections with associated products cannot be deleted. Move or delete its products first.',
      );
  }
}

const notFound = (id: number): never => {
  throw new NotFoundException(`Collection ${id} not found`);
};
