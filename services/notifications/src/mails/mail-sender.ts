/**
 * The port to the mail server. Adapters: SMTP (nodemailer) and the logged sender (all-in-one, or
 * no SMTP server configured), which records each mail instead of sending it.
 */
export interface OutgoingMail {
  /** The Message-ID header (`<...@domain>`): the same on every try of one mail. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  /** The plain-text alternative of the HTML. */
  text: string;
}

export interface MailSender {
  readonly name: string;
  /** Answers what the server said on accepting the mail. Throws MailSendError on a refusal. */
  send(mail: OutgoingMail): Promise<string>;
  close(): Promise<void>;
}

/** A refusal. `retryable` is false when the server refused the mail for good (a 5xx: no such mailbox). */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
