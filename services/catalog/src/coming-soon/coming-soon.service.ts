import { Injectable, NotFoundException } from '@nestjs/common';
import type {
  ComingSoonItem,
  ComingSoonItemInput,
  ComingSoonItemPatch,
  ConvertComingSoonInput,
  Product,
} from '@atelier/contracts';
import { ComingSoonRepository } from './coming-soon.repository.js';

@Injectable()
export class ComingSoonService {
  constructor(private readonly items: ComingSoonRepository) {}

  list(): Promise<ComingSoonItem[]> {
    return this.items.list();
  }

  async get(id: number): Promise<ComingSoonItem> {
    return (await this.items.find(id)) ?? notFound();
  }

  create(input: ComingSoonItemInput): Promise<ComingSoonItem> {
    return this.items.create(input);
  }

  async update(id: number, patch: ComingSoonItemPatch): Promise<ComingSoonItem> {
    return (await this.items.update(id, patch)) ?? notFound();
  }

  async delete(id: number): Promise<void> {
    if (!(await this.items.delete(id))) notFound();
  }

  async convert(id: number, input: ConvertComingSoonInput): Promise<Product> {
    return (await this.items.convert(id, input)) ?? notFound();
  }
}

const notFound = (): never => {
  throw new NotFoundException('Coming soon item not found');
};
