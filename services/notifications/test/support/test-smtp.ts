// A real SMTP server in the test process (smtp-server, nodemailer's own), which parses each mail it
// accepts (mailparser): what a buyer's mail server would receive. It can be stopped and started
// again on the same port, as a mail server that goes down and comes back.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SmtpMailSender } from '../../src/mails/smtp-mail-sender.js';

export const SMTP_USER = 'atelier';
export const SMTP_PASSWORD = 'smtp-test-password';

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;
  private port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      // Plain SMTP on loopback; the sender logs in as a real one would.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, done) =>
        auth.username === SMTP_USER && auth.password === SMTP_PASSWORD
          ? done(null, { user: auth.username })
          : done(new Error('Invalid username or password')),
      onData: (stream, session, done) => {
        simpleParser(stream)
          .then((parsed) => {
            this.received.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), parsed });
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening: a sender now finds the port closed (connection refused). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  sender(): SmtpMailSender {
    return new SmtpMailSender({
      host: '127.0.0.1',
      port: this.port,
      security: 'none',
      user: SMTP_USER,
      password: SMTP_PASSWORD,
    });
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.envelopeTo.includes(address));
  }
}
