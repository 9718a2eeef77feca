import { z } from 'zod';

/** One mail the logged sender kept, as listed (without its body). */
export const loggedMailSummarySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});
export type LoggedMailSummary = z.infer<typeof loggedMailSummarySchema>;

/**
 * GET /api/mail/logged-mails (admin): how the house's mails go out (through an SMTP server, or only
 * logged: all-in-one) and the latest logged ones, newest first.
 */
export const loggedMailsSchema = z.object({
  sending: z.enum(['smtp', 'logged']),
  mails: z.array(loggedMailSummarySchema),
});
export type LoggedMails = z.infer<typeof loggedMailsSchema>;

/** GET /api/mail/logged-mails/:id (admin): one logged mail as it would have been sent. */
export const loggedMailSchema = loggedMailSummarySchema.extend({
  from: z.string(),
  html: z.string(),
  /** The plain-text alternative. */
  text: z.string(),
});
export type LoggedMail = z.infer<typeof loggedMailSchema>;
