import { Injectable, NotFoundException } from '@nestjs/common';
import type { LikeStatus } from '@atelier/contracts';
import { type LikeTarget, LikesRepository } from './likes.repository.js';

@Injectable()
export class LikesService {
  constructor(private readonly likes: LikesRepository) {}

  async status(target: LikeTarget, sessionId: string): Promise<LikeStatus> {
    return (await this.likes.status(target, sessionId)) ?? notFound(target);
  }

  async toggle(target: LikeTarget, sessionId: string, ipAddress: string | null): Promise<LikeStatus> {
    return (await this.likes.toggle(target, sessionId, ipAddress)) ?? notFound(target);
  }
}

const notFound = (target: LikeTarget): never => {
  throw new NotFoundException(target.kind === 'product' ? 'Product not found' : 'Coming soon item not found');
};
