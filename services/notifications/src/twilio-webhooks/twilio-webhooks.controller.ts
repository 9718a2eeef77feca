import { BadRequestException, Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { textStatusSchema } from '@atelier/contracts';
import { parseUsPhoneNumber } from '@atelier/contracts';
import { AcceptsContentTypes } from '@atelier/platform';
// The TwiML builder alone, not the whole SDK (see twilio-signature.guard.ts).
import MessagingResponse from 'twilio/lib/twiml/MessagingResponse.js';
import { InboundReplies } from '../replies/inbound-replies.js';
import { TextMessagesRepository } from '../texts/text-messages.repository.js';
import { TwilioSignatureGuard } from './twilio-signature.guard.js';

type TwilioForm = Record<string, string | undefined>;

// Twilio posts its callbacks as an HTML form would; every other route takes JSON only.
const TWILIO_FORM = 'application/x-www-form-urlencoded';

// Twilio's message statuses mapped to ours; the in-between ones (accepted, queued, sending) change nothing.
const STATUS_MAP: Record<string, string> = {
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
};

/** Twilio's callbacks: delivery status of our texts, and the texts people send back (STOP, START, HELP). */
@Controller('api/webhooks/twilio')
@UseGuards(TwilioSignatureGuard)
export class TwilioWebhooksController {
  constructor(
    private readonly texts: TextMessagesRepository,
    private readonly replies: InboundReplies,
  ) {}

  @Post('status')
  @AcceptsContentTypes(TWILIO_FORM)
  @HttpCode(204)
  async status(@Body() form: TwilioForm): Promise<void> {
    if (!form.MessageSid || !form.MessageStatus)
      throw new BadRequestException('MessageSid and MessageStatus are required');
    const status = STATUS_MAP[form.MessageStatus];
    if (status)
      await this.texts.applyProviderStatus(form.MessageSid, textStatusSchema.parse(status), form.ErrorCode);
  }

  /** Answers TwiML: the one reply the keyword calls for, or none. */
  @Post('inbound')
  @AcceptsContentTypes(TWILIO_FORM)
  @HttpCode(200)
  @Header('content-type', 'text/xml')
  async inbound(@Body() form: TwilioForm): Promise<string> {
    const response = new MessagingResponse();
    const from = parseUsPhoneNumber(form.From ?? '');
    if (!from.ok) return response.toString();
    const reply = await this.replies.handle(from.e164, form.Body ?? '');
    if (reply) response.message(reply);
    return response.toString();
  }
}
