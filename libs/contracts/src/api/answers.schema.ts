import { z } from 'zod';

// Answers of API calls whose shape no other contract names: written down here so the OpenAPI
// document (and the tests that check real answers against it) cover every route.

/** Answer of POST /api/process-payment: the order the payment made, and its status. */
export const processPaymentAnswerSchema = z.object({ orderNumber: z.string(), status: z.string() });
export type ProcessPaymentAnswer = z.infer<typeof processPaymentAnswerSchema>;

/** Answer of POST /api/checkout/simulated/confirm: the test card was accepted and the order recorded. */
export const simulatedCardAnswerSchema = z.object({
  status: z.literal('succeeded'),
  paymentIntentId: z.string(),
  /** What recording the payment came to: 'paid', or 'refunded' when the piece was no longer held. */
  fulfilment: z.string(),
});

/** Answer of POST /api/sms/simulated-replies: the text the store would send back, or null for none. */
export const simulatedReplyAnswerSchema = z.object({ reply: z.string().nullable() });

/** Answer of POST /api/webhooks/stripe: the event was taken (duplicate when it had been already). */
export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
});

/**
 * The fields of Twilio's form-encoded callbacks the store reads (Twilio sends more; they are
 * ignored). Each request is signed with X-Twilio-Signature over the URL and every field.
 */
export const twilioStatusCallbackSchema = z.object({
  MessageSid: z.string(),
  MessageStatus: z.string().meta({ description: "Twilio's status: sent, delivered, undelivered, failed…" }),
  ErrorCode: z.string().optional(),
});
export const twilioInboundMessageSchema = z.object({
  From: z.string().optional().meta({ description: 'The sender, E.164' }),
  Body: z.string().optional().meta({ description: 'The text: YES, STOP, START or HELP are acted on' }),
});
