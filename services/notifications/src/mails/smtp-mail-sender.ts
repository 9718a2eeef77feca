import nodemailer, { type Transporter } from 'nodemailer';
import { MailSendError, type MailSender, type OutgoingMail } from './mail-sender.js';

export interface SmtpSettings {
  host: string;
  port: number;
  /** tls: TLS from the first byte (port 465); starttls: upgraded, and refused without it; none: plain (a local relay). */
  security: 'tls' | 'starttls' | 'none';
  user?: string;
  password?: string;
}

/** nodemailer's error codes for a server that could not be reached or answered too late. */
interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
}

/**
 * Sends through an SMTP server with nodemailer, one connection per mail (receipts are few). A
 * connection that fails, a timeout, a 4xx or a refused login are retried (the queue's backoff):
 * the server may be back, or the password corrected, by the next try. Other 5xx answers (no such
 * mailbox, message refused) are final.
 */
export class SmtpMailSender implements MailSender {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(settings: SmtpSettings) {
    this.transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.security === 'tls',
      requireTLS: settings.security === 'starttls',
      ignoreTLS: settings.security === 'none',
      ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
      // nodemailer waits minutes by default; a queued mail is better retried soon.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<string> {
    try {
      const info = await this.transport.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      return String(info.response);
    } catch (error) {
      const failure = error as SmtpError;
      const final =
        failure.responseCode !== undefined && failure.responseCode >= 500 && failure.code !== 'EAUTH';
      throw new MailSendError(failure.message, !final);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
