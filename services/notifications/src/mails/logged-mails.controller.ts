import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { idParamSchema, type LoggedMail, type LoggedMails } from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { LoggedMailsRepository } from './logged-mails.repository.js';
import { MailingMode } from './mailing-mode.js';

/** How many logged mails the owner's list shows, newest first. */
const LIST_SIZE = 100;

/**
 * The owner's mailbox while the house's mails are only logged (all-in-one): the receipts as the
 * buyers would have received them. With an SMTP server they go out and the list says so.
 */
@Controller('api/mail/logged-mails')
@AdminOnly()
export class LoggedMailsController {
  constructor(
    private readonly mails: LoggedMailsRepository,
    private readonly mode: MailingMode,
  ) {}

  @Get()
  async latest(): Promise<LoggedMails> {
    return { sending: this.mode.sending, mails: await this.mails.latest(LIST_SIZE) };
  }

  @Get(':id')
  async one(@Param('id', new ZodValidationPipe(idParamSchema, 'mail id')) id: number): Promise<LoggedMail> {
    const mail = await this.mails.find(id);
    if (!mail) throw new NotFoundException(`No logged mail ${id}`);
    return mail;
  }
}
