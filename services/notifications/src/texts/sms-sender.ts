/**
 * The port to the SMS provider. Adapters: Twilio (its official SDK) and the logging sender
 * (all-in-one, or no credentials), which records each text instead of sending it.
 */
export interface OutgoingText {
  to: string;
  body: string;
  /** Seconds the provider may hold the text before dropping it as stale. */
  validitySeconds: number;
  /** Where the provider reports delivery (Twilio's StatusCallback); absent for the logging sender. */
  statusCallbackUrl?: string;
}

export interface SmsSender {
  readonly name: string;
  /** Answers the provider's message id. Throws SmsSendError on a refusal. */
  send(text: OutgoingText): Promise<string>;
  /**
   * The id of a text with this body already accepted for `to` since `since`, if any: how a retry
   * after a crash mid-send learns that the text went out (the provider's own record decides).
   */
  findSent(to: string, body: string, since: Date): Promise<string | undefined>;
}

/** A refusal by the provider. `retryable` is true for 429 and 5xx (and network errors), false for the rest. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
    /** The recipient has opted out at the provider (Twilio 21610). */
    readonly optedOut = false,
  ) {
    super(message);
  }
}
