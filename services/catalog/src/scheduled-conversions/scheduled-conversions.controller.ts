import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Put,
} from '@nestjs/common';
import {
  SCHEDULED_CONVERSION_MAX_DAYS,
  type ScheduleConversionInput,
  scheduleConversionInputSchema,
} from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { comingSoonIdPipe as idPipe } from '../likes/like-params.js';
import { DrawnReleasesService } from '../drawn-releases/drawn-releases.service.js';
import { ScheduledConversionsRepository } from './scheduled-conversions.repository.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A drop at a set time (issue 32 item 9), admin only here as at the gateway: the owner schedules a
 * sneak peek's conversion, sees the schedules and cancels one. The runner carries them out.
 */
@Controller('api/scheduled-conversions')
@AdminOnly()
export class ScheduledConversionsController {
  constructor(
    private readonly schedules: ScheduledConversionsRepository,
    private readonly releases: DrawnReleasesService,
  ) {}

  @Get()
  list() {
    return this.schedules.list();
  }

  @Put(':comingSoonId')
  async schedule(
    @Param('comingSoonId', idPipe) comingSoonId: number,
    @Body(new ZodValidationPipe(scheduleConversionInputSchema)) input: ScheduleConversionInput,
  ) {
    const convertAt = new Date(input.convertAt);
    const now = Date.now();
    if (convertAt.getTime() <= now)
      throw new BadRequestException('convertAt must be in the future: convert now instead');
    if (convertAt.getTime() > now + SCHEDULED_CONVERSION_MAX_DAYS * DAY_MS)
      throw new BadRequestException(
        `convertAt must be within ${SCHEDULED_CONVERSION_MAX_DAYS} days from now`,
      );
    // A drawn release's randomness is the owner's, settled now (drand's beacon reached, or refused
    // with a 409), and stored with the drop: the runner never chooses it.
    const { conversion } = input;
    const sale =
      conversion.sale.mode === 'draw'
        ? {
            ...conversion.sale,
            randomness: await this.releases.openingRandomness(conversion.sale.randomness),
          }
        : conversion.sale;
    return (
      (await this.schedules.schedule(comingSoonId, convertAt, { ...conversion, sale })) ??
      notFound('Coming soon item not found')
    );
  }

  @Delete(':comingSoonId')
  @HttpCode(204)
  async cancel(@Param('comingSoonId', idPipe) comingSoonId: number) {
    if (!(await this.schedules.cancel(comingSoonId)))
      notFound('This sneak peek has no scheduled conversion (it may have been converted already)');
  }
}

const notFound = (message: string): never => {
  throw new NotFoundException(message);
};
