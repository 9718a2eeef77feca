/** Whether the house's mails really go out (an SMTP server) or are only logged (all-in-one, or none configured). */
export class MailingMode {
  constructor(readonly sending: 'smtp' | 'logged') {}
}
