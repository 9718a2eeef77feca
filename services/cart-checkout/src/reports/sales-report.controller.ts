import { Controller, Get, Query } from '@nestjs/common';
import { type ReportQuery, reportQuerySchema } from '@atelier/contracts/reports';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { SalesReportService } from './sales-report.service.js';

/** The admin's Reports: revenue by month and each product's sales (catalog and notifications add theirs). */
@Controller('api/reports')
@AdminOnly()
export class SalesReportController {
  constructor(private readonly reports: SalesReportService) {}

  @Get('sales')
  sales(@Query(new ZodValidationPipe(reportQuerySchema, 'query')) query: ReportQuery) {
    return this.reports.report(query);
  }
}
