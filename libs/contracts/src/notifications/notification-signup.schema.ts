import { z } from 'zod';
import { productCategorySchema } from '../products/product-category.js';

export { SMS_CONSENT_TEXT } from './sms-consent-text.js';

/**
 * Body of POST /api/coming-soon/{id}/notify. phoneNumber is parsed by the service (any common US
 * writing); consentText and sourcePage are what the form showed and where (optional for older clients).
 */
export const notifySignupInputSchema = z.object({
  phoneNumber: z
    .string({ error: 'phoneNumber is required' })
    .max(40, 'phoneNumber is too long')
    .meta({ description: 'A US number in any common writing', examples: ['(212) 555-0142'] }),
  consentText: z.string().max(1000).optional(),
  sourcePage: z.string().max(500).optional(),
});
export type NotifySignupInput = z.infer<typeof notifySignupInputSchema>;

export const TEXT_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'opted_out'] as const;
export const textStatusSchema = z.enum(TEXT_STATUSES);
export type TextStatus = z.infer<typeof textStatusSchema>;

/** The state of the drop-day text of a signup, once its item has been released. */
export const signupNotificationSchema = z.object({
  status: textStatusSchema,
  at: z.string(),
  error: z.string().optional(),
  /** The text itself. */
  message: z.string().optional(),
  /** Recorded by the logging sender (no SMS provider configured): what would have been sent. */
  simulated: z.boolean().optional(),
});
export type SignupNotification = z.infer<typeof signupNotificationSchema>;

/** A signup as the admin lists it (spec section 3, notification_signups). */
export const notificationSignupSchema = z.object({
  id: z.number().int(),
  comingSoonId: z.number().int(),
  phoneNumber: z.string(),
  createdAt: z.string(),
  comingSoonItem: z
    .object({
      name: z.string(),
      category: productCategorySchema,
      estimatedReleaseDate: z.string().nullable(),
      released: z.boolean(),
    })
    .nullable(),
  /** The number said STOP: it is never texted. */
  optedOut: z.boolean(),
  /** Its owner replied YES to the confirmation text (double opt-in): only then is it texted on drop day. */
  confirmed: z.boolean(),
  notification: signupNotificationSchema.nullable(),
});
export type NotificationSignup = z.infer<typeof notificationSignupSchema>;

/** GET /api/unique-phone-numbers: each number once, with how many items it signed up for. */
export const uniquePhoneNumberSchema = z.object({
  phoneNumber: z.string(),
  signupCount: z.number().int(),
  firstSignedUpAt: z.string(),
  lastSignedUpAt: z.string(),
  optedOut: z.boolean(),
});
export type UniquePhoneNumber = z.infer<typeof uniquePhoneNumberSchema>;

/**
 * POST /api/sms/simulated-replies (admin): a text "sent back" by a number while texts are only
 * logged (all-in-one, no Twilio account), so YES, STOP and HELP can be tried without a phone.
 */
export const simulatedReplyInputSchema = z.object({
  phoneNumber: z
    .string()
    .trim()
    .min(1, 'phoneNumber is required')
    .max(40)
    .meta({ examples: ['(212) 555-0142'] }),
  body: z
    .string()
    .trim()
    .min(1, 'body is required')
    .max(160, 'body must be at most 160 characters')
    .meta({ examples: ['YES', 'STOP', 'HELP'] }),
});
export type SimulatedReplyInput = z.infer<typeof simulatedReplyInputSchema>;

/** GET /api/sms/simulated-replies: whether replies can be simulated (texts are logged, not sent). */
export const simulatedRepliesModeSchema = z.object({ enabled: z.boolean() });

/** GET /api/sms/logged-texts (admin, while texts are only logged): the latest texts to one number. */
export const loggedTextsQuerySchema = z.object({
  phoneNumber: z
    .string({ error: 'phoneNumber is required' })
    .max(40, 'phoneNumber is too long')
    .meta({ description: 'A US number in any common writing', examples: ['(212) 555-0142'] }),
});
export const loggedTextSchema = z.object({ to: z.string(), body: z.string(), createdAt: z.string() });
export type LoggedText = z.infer<typeof loggedTextSchema>;
