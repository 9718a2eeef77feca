/**
 * The consent wording shown beside every notify form, stored with each signup (US rules for a
 * marketing text list want the exact words the person agreed to).
 *
 * Its own module without zod, exported as `@atelier/contracts/sms-consent-text`, so the storefront's
 * notify forms (on the home page's collection cards) show it without loading the schemas.
 */
export const SMS_CONSENT_TEXT =
  'By signing up you agree to receive one text message from Atelier when this piece is released. Message and data rates may apply. Reply STOP to opt out, HELP for help.';
