import { Controller, Get, Param, Query } from '@nestjs/common';
import { biddersQuerySchema } from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { z } from 'zod';
import { BiddersRepository } from './bidders.repository.js';

type BiddersQuery = z.infer<typeof biddersQuerySchema>;

/**
 * Who bid and entered (issue 32 item 8): names and phones' last four digits with each buyer's
 * history, for the owner only (checked here as at the gateway: a buyer's name is never public).
 */
@Controller('api/bidders')
@AdminOnly()
export class BiddersController {
  constructor(private readonly bidders: BiddersRepository) {}

  @Get()
  list(@Query(new ZodValidationPipe(biddersQuerySchema, 'query')) query: BiddersQuery) {
    return this.bidders.summaries(query.ids);
  }

  @Get(':buyerId')
  history(
    @Param(
      'buyerId',
      new ZodValidationPipe(z.uuid({ error: 'buyerId must be a buyer id (a UUID)' }), 'buyerId'),
    )
    buyerId: string,
  ) {
    return this.bidders.history(buyerId);
  }
}
