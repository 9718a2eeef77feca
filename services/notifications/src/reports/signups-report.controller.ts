import { Controller, Get } from '@nestjs/common';
import { AdminOnly } from '@atelier/platform';
import { SignupsReportRepository } from './signups-report.repository.js';

/** The admin's Reports: text-me signups per sneak-peek item, with the product each one became. */
@Controller('api/reports')
@AdminOnly()
export class SignupsReportController {
  constructor(private readonly signups: SignupsReportRepository) {}

  @Get('signups')
  signupsPerItem() {
    return this.signups.report();
  }
}
