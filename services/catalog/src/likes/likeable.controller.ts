import { Body, Get, Headers, HttpCode, Ip, Param, Post, type PipeTransform, Query } from '@nestjs/common';
import type { LikeInput } from '@atelier/contracts';
import { BuyerOptional, forwardedClientAddress, OptionalBuyer } from '@atelier/platform';
import { likeBodyPipe, likeQueryPipe } from './like-params.js';
import type { LikeTarget } from './likes.repository.js';
import type { LikesService } from './likes.service.js';

/**
 * The like endpoints a likeable item's controller shares (`GET :id/liked`, `POST :id/like`): the
 * same for products and sneak peeks but for the kind and the id's name in errors. A controller
 * extends `LikeableController(kind, idPipe)` and passes its LikesService to super(); its own
 * @Controller path prefixes these routes (Nest reads route decorators up the prototype chain).
 */
export function LikeableController(kind: LikeTarget['kind'], idPipe: PipeTransform) {
  abstract class Likeable {
    constructor(readonly likes: LikesService) {}

    // A verified buyer signed in on the browser (issue 34) likes as themselves, on every device.
    @Get(':id/liked')
    @BuyerOptional()
    liked(
      @Param('id', idPipe) id: number,
      @Query(likeQueryPipe) query: LikeInput,
      @OptionalBuyer() buyerId: string | null,
    ) {
      return this.likes.status({ kind, id }, { sessionId: query.sessionId, buyerId });
    }

    @Post(':id/like')
    @BuyerOptional()
    @HttpCode(200)
    like(
      @Param('id', idPipe) id: number,
      @Body(likeBodyPipe) input: LikeInput,
      @Headers('x-forwarded-for') forwardedFor: string | undefined,
      @Ip() ip: string,
      @OptionalBuyer() buyerId: string | null,
    ) {
      // Kept with the like (spec: product_likes.ipAddress) for abuse review only, never for a decision.
      return this.likes.toggle(
        { kind, id },
        { sessionId: input.sessionId, buyerId },
        forwardedClientAddress(forwardedFor, ip),
      );
    }
  }
  return Likeable;
}
