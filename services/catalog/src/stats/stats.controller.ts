import { Controller, Get } from '@nestjs/common';
import { AdminOnly } from '@atelier/platform';
import { StatsRepository } from './stats.repository.js';

/** The admin dashboard's Quick Stats (spec section 7). */
@Controller('api/stats')
export class StatsController {
  constructor(private readonly stats: StatsRepository) {}

  @Get()
  @AdminOnly()
  get() {
    return this.stats.stats();
  }
}
