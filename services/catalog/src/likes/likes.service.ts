import { Injectable, NotFoundException } from '@nestjs/common';
import type { LikeStatus } from '@atelier/contracts';
import { type Liker, type LikeTarget, LikesRepository } from './likes.repository.js';

@Injectable()
export class LikesService {
  constructor(private readonly likes: LikesRepository) {}

  async status(target: LikeTarget, liker: Liker): Promise<LikeStatus> {
    return (await this.likes.status(target, liker)) ?? notFound(target);
  }

  async toggle(target: LikeTarget, liker: Liker, ipAddress: string | null): Promise<LikeStatus> {
    return (await this.likes.toggle(target, liker, ipAddress)) ?? notFound(target);
  }

  merge = (buyerId: string, sessionId: string) => this.likes.merge(buyerId, sessionId);
}

const notFound = (target: LikeTarget): never => {
  throw new NotFoundException(target.kind === 'product' ? 'Product not found' : 'Coming soon item not found');
};
