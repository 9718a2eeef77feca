/** Nest injection tokens for the values that are not classes (the adapters a mode chooses, settings). */
export const TEXT_QUEUE = Symbol('TextQueue');
export const TEXTING_SETTINGS = Symbol('TextingSettings');
export const SMS_SENDER = Symbol('SmsSender');
export const MAIL_QUEUE = Symbol('MailQueue');
/** MAIL_FROM, or DEFAULT_MAIL_FROM: who the house's mails are from. */
export const MAIL_FROM = Symbol('MailFrom');
/** Hours within which a signup's number must confirm (reply YES) before it expires. */
export const SIGNUP_CONFIRMATION_HOURS = Symbol('SignupConfirmationHours');
