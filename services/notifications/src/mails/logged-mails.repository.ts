import { Injectable } from '@nestjs/common';
import type { LoggedMail, LoggedMailSummary } from '@atelier/contracts';
import { NotificationsDatabase } from '../database/notifications-database.js';
import type { OutgoingMail } from './mail-sender.js';

/**
 * The mails the logged sender kept instead of sending (logged_mails: all-in-one, or no SMTP
 * server): the demo's mailbox, which the owner reads in the dashboard.
 */
@Injectable()
export class LoggedMailsRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  /** Keeps the mail once per Message-ID (a try after a crash mid-send keeps nothing new). */
  async record(mail: OutgoingMail): Promise<void> {
    await this.db.prisma.loggedMail.createMany({
      data: [
        {
          messageId: mail.messageId,
          fromAddress: mail.from,
          toAddress: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        },
      ],
      skipDuplicates: true,
    });
  }

  /** The latest mails, newest first, without their bodies. */
  async latest(take: number): Promise<LoggedMailSummary[]> {
    const mails = await this.db.prisma.loggedMail.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      select: { id: true, toAddress: true, subject: true, createdAt: true },
    });
    return mails.map((mail) => ({
      id: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      createdAt: mail.createdAt.toISOString(),
    }));
  }

  async find(id: number): Promise<LoggedMail | null> {
    const mail = await this.db.prisma.loggedMail.findUnique({ where: { id } });
    return (
      mail && {
        id: mail.id,
        from: mail.fromAddress,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        createdAt: mail.createdAt.toISOString(),
      }
    );
  }
}
