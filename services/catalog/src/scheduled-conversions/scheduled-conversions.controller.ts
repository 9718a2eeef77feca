import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { type ScheduleConversionInput, scheduleConversionInputSchema } from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { ComingSoonConversionService } from '../coming-soon/coming-soon-conversion.service.js';
import { comingSoonIdPipe as idPipe } from '../likes/like-params.js';

/**
 * A drop at a set time (issue 32 item 9), admin only here as at the gateway: the owner schedules a
 * sneak peek's conversion, sees the schedules and cancels one. The runner carries them out; the
 * rules are ComingSoonConversionService's.
 */
@Controller('api/scheduled-conversions')
@AdminOnly()
export class ScheduledConversionsController {
  constructor(private readonly conversions: ComingSoonConversionService) {}

  @Get()
  list() {
    return this.conversions.list();
  }

  @Put(':comingSoonId')
  schedule(
    @Param('comingSoonId', idPipe) comingSoonId: number,
    @Body(new ZodValidationPipe(scheduleConversionInputSchema)) input: ScheduleConversionInput,
  ) {
    return this.conversions.schedule(comingSoonId, input);
  }

  @Delete(':comingSoonId')
  @HttpCode(204)
  cancel(@Param('comingSoonId', idPipe) comingSoonId: number) {
    return this.conversions.cancelSchedule(comingSoonId);
  }
}
