import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Ip,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  type ComingSoonItemInput,
  type ComingSoonItemPatch,
  comingSoonItemInputSchema,
  comingSoonItemPatchSchema,
  type ConvertComingSoonInput,
  convertComingSoonInputSchema,
  type LikeInput,
} from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { clientAddress } from '../likes/client-address.js';
import { comingSoonIdPipe as idPipe, likeBodyPipe, likeQueryPipe } from '../likes/like-params.js';
import { LikesService } from '../likes/likes.service.js';
import { ComingSoonService } from './coming-soon.service.js';

/** Sneak-peek items: public reads and likes; admin writes need the gateway's signed assertion. */
@Controller('api/coming-soon')
export class ComingSoonController {
  constructor(
    private readonly items: ComingSoonService,
    private readonly likes: LikesService,
  ) {}

  @Get()
  list() {
    return this.items.list();
  }

  @Get(':id')
  get(@Param('id', idPipe) id: number) {
    return this.items.get(id);
  }

  @Get(':id/liked')
  liked(@Param('id', idPipe) id: number, @Query(likeQueryPipe) query: LikeInput) {
    return this.likes.status({ kind: 'coming-soon', id }, query.sessionId);
  }

  @Post(':id/like')
  @HttpCode(200)
  like(
    @Param('id', idPipe) id: number,
    @Body(likeBodyPipe) input: LikeInput,
    @Headers('x-forwarded-for') forwardedFor: string | undefined,
    @Ip() ip: string,
  ) {
    return this.likes.toggle({ kind: 'coming-soon', id }, input.sessionId, clientAddress(forwardedFor, ip));
  }

  @Post()
  @AdminOnly()
  create(@Body(new ZodValidationPipe(comingSoonItemInputSchema)) input: ComingSoonItemInput) {
    return this.items.create(input);
  }

  @Patch(':id')
  @AdminOnly()
  update(
    @Param('id', idPipe) id: number,
    @Body(new ZodValidationPipe(comingSoonItemPatchSchema)) patch: ComingSoonItemPatch,
  ) {
    return this.items.update(id, patch);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  delete(@Param('id', idPipe) id: number) {
    return this.items.delete(id);
  }

  /** The spec's defaults apply to whatever the body leaves out (an empty body converts as-is). */
  @Post(':id/convert')
  @AdminOnly()
  convert(
    @Param('id', idPipe) id: number,
    @Body(new ZodValidationPipe(convertComingSoonInputSchema)) input: ConvertComingSoonInput,
  ) {
    return this.items.convert(id, input);
  }
}
