import { BadRequestException, Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { loggedTextsQuerySchema, parseUsPhoneNumber } from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { LoggedTextsRepository } from '../texts/logged-texts.repository.js';
import { TextingMode } from './texting-mode.js';

/**
 * The admin's stand-in for reading a phone while texts are only logged (all-in-one): the latest
 * texts to a number, e.g. a buyer's verification code. With Twilio the phone reads them: a 404.
 */
@Controller('api/sms/logged-texts')
@AdminOnly()
export class LoggedTextsController {
  constructor(
    private readonly texts: LoggedTextsRepository,
    private readonly mode: TextingMode,
  ) {}

  @Get()
  async latest(
    @Query(new ZodValidationPipe(loggedTextsQuerySchema, 'query')) query: { phoneNumber: string },
  ) {
    if (!this.mode.logged) throw new NotFoundException('Texts are sent, not logged: read them on the phone');
    const phone = parseUsPhoneNumber(query.phoneNumber);
    if (!phone.ok)
      throw new BadRequestException({
        message: phone.problem,
        issues: [{ path: 'phoneNumber', message: phone.problem }],
      });
    return this.texts.latestTo(phone.e164);
  }
}
