import { Injectable } from '@nestjs/common';
import { PhoneConfirmationsRepository } from '../confirmations/phone-confirmations.repository.js';
import { OptOutsRepository } from '../opt-outs/opt-outs.repository.js';
import { inboundCommand } from './inbound-keywords.js';
import { TwilioWebhookSettings } from '../twilio-webhooks/twilio-webhook-settings.js';

/**
 * What a text sent back to us does (STOP, START, HELP, YES to a confirmation) and the one answer it
 * gets, or none. Twilio's inbound callback calls it; so does the admin's simulated reply while texts
 * are only logged (all-in-one), so the same rules run in both.
 */
@Injectable()
export class InboundReplies {
  constructor(
    private readonly optOuts: OptOutsRepository,
    private readonly confirmations: PhoneConfirmationsRepository,
    private readonly settings: TwilioWebhookSettings,
  ) {}

  async handle(from: string, body: string): Promise<string | null> {
    const { command, keyword } = inboundCommand(body);
    if (command === 'opt-out')
      return (await this.optOuts.optOut(from, keyword))
        ? 'Atelier: you are unsubscribed and will receive no more texts from us. Reply START to resubscribe.'
        : null;
    if (command === 'opt-in') {
      await this.optOuts.optIn(from);
      return 'Atelier: you are resubscribed to release alerts. Reply STOP to opt out.';
    }
    // Only a number we asked (a signup's confirmation text) is confirmed; YES from anyone else is chat.
    if (command === 'confirm')
      return (await this.confirmations.confirm(from))
        ? 'Atelier: thank you, you are confirmed. We will text you once when each piece you asked about is released. Reply STOP to opt out.'
        : null;
    if (command === 'help')
      return `Atelier release alerts: one text when a piece you asked about is released. Help: ${this.settings.helpContact}. Reply STOP to opt out.`;
    return null;
  }
}
