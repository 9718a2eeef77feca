import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Post,
} from '@nestjs/common';
import { parseUsPhoneNumber, type SimulatedReplyInput, simulatedReplyInputSchema } from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { InboundReplies } from './inbound-replies.js';
import { TextingMode } from './texting-mode.js';

/**
 * The admin's stand-in for a phone while texts are only logged (all-in-one): what a number would
 * answer (YES to its confirmation text, STOP, HELP) runs through the same rules as Twilio's inbound
 * callback. With a Twilio account the real phone answers, and this route is a 404.
 */
@Controller('api/sms/simulated-replies')
@AdminOnly()
export class SimulatedRepliesController {
  constructor(
    private readonly replies: InboundReplies,
    private readonly mode: TextingMode,
  ) {}

  @Get()
  enabled() {
    return { enabled: this.mode.logged };
  }

  @Post()
  @HttpCode(200)
  async reply(@Body(new ZodValidationPipe(simulatedReplyInputSchema)) input: SimulatedReplyInput) {
    if (!this.mode.logged)
      throw new NotFoundException('Replies can be simulated only while texts are logged, not sent');
    const phone = parseUsPhoneNumber(input.phoneNumber);
    if (!phone.ok)
      throw new BadRequestException({
        message: phone.problem,
        issues: [{ path: 'phoneNumber', message: phone.problem }],
      });
    return { reply: await this.replies.handle(phone.e164, input.body) };
  }
}
