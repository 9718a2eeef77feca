import { Controller, Get } from '@nestjs/common';
import { ComingSoonRepository } from './coming-soon.repository.js';

/** Public sneak-peek reads. Item pages, likes, signups and admin writes arrive with their issue. */
@Controller('api/coming-soon')
export class ComingSoonController {
  constructor(private readonly items: ComingSoonRepository) {}

  @Get()
  list() {
    return this.items.list();
  }
}
