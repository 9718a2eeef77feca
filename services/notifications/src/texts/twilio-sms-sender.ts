import twilio from 'twilio';
import type { OutgoingText, SmsSender } from './sms-sender.js';
import { SmsSendError } from './sms-sender.js';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sending number (E.164), or a messaging service (required by Twilio for validity periods). */
  from?: string;
  messagingServiceSid?: string;
  /** The SDK's own hook for its HTTP transport (tests point it at a local fake). */
  httpClient?: twilio.RequestClient;
}

// Twilio errors no retry can fix; anything else at 4xx (but 429) is permanent too.
const OPTED_OUT_CODE = 21610;

/** Sends through Twilio's official SDK. The SDK's own 429 retries stay off: the queue retries. */
export class TwilioSmsSender implements SmsSender {
  readonly name = 'twilio';
  private readonly client: twilio.Twilio;

  constructor(private readonly settings: TwilioSettings) {
    this.client = twilio(settings.accountSid, settings.authToken, {
      autoRetry: false,
      ...(settings.httpClient ? { httpClient: settings.httpClient } : {}),
    });
  }

  async send(text: OutgoingText): Promise<string> {
    try {
      const message = await this.client.messages.create({
        to: text.to,
        body: text.body,
        validityPeriod: text.validitySeconds,
        ...(this.settings.messagingServiceSid
          ? { messagingServiceSid: this.settings.messagingServiceSid }
          : { from: this.settings.from! }),
        ...(text.statusCallbackUrl ? { statusCallback: text.statusCallbackUrl } : {}),
      });
      return message.sid;
    } catch (error) {
      throw toSendError(error);
    }
  }

  async findSent(to: string, body: string, since: Date): Promise<string | undefined> {
    try {
      // DateSent filters by day; the exact time is checked on each message.
      const messages = await this.client.messages.list({ to, dateSentAfter: since, limit: 50 });
      const sinceWithSkew = since.getTime() - 60_000;
      return messages.find(
        (message) => message.body === body && message.dateCreated.getTime() >= sinceWithSkew,
      )?.sid;
    } catch (error) {
      throw toSendError(error);
    }
  }
}

function toSendError(error: unknown): SmsSendError {
  const status = (error as { status?: number }).status;
  const code = (error as { code?: number }).code;
  const message = (error as Error).message ?? String(error);
  if (typeof status !== 'number') return new SmsSendError(message, 'network', true);
  const retryable = status === 429 || status >= 500;
  return new SmsSendError(message, String(code ?? status), retryable, code === OPTED_OUT_CODE);
}
