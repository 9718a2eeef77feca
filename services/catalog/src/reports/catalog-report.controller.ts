import { Controller, Get, Query } from '@nestjs/common';
import { type ReportQuery, reportQuerySchema } from '@atelier/contracts/reports';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { CatalogReportService } from './catalog-report.service.js';

/** The admin's Reports: products, collections, auction results and drawn releases. */
@Controller('api/reports')
@AdminOnly()
export class CatalogReportController {
  constructor(private readonly reports: CatalogReportService) {}

  @Get('catalog')
  catalog(@Query(new ZodValidationPipe(reportQuerySchema, 'query')) query: ReportQuery) {
    return this.reports.report(query);
  }
}
