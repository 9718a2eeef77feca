import { z } from 'zod';

const required = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

/** The longest question a collector may ask about a piece. */
export const PIECE_ENQUIRY_MESSAGE_MAX = 2000;

/**
 * Body of POST /api/products/{id}/enquiries: a short question about one piece ('Ask about this
 * piece'), not a commission. The piece is the path's id; pieceName is the piece as the page named
 * it when the question was asked, kept with the enquiry so the owner reads it as the collector did.
 */
export const pieceEnquiryInputSchema = z.object({
  name: required('Name', 200),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .max(320, 'Email is too long')
    .meta({ examples: ['ada@example.com'] })
    .pipe(z.email('Please enter a valid email address')),
  message: required('Message', PIECE_ENQUIRY_MESSAGE_MAX).meta({
    examples: ['Could the table be finished in a lighter oil? And how is it delivered to Chicago?'],
  }),
  pieceName: required('pieceName', 400).meta({ examples: ['Meridian Dining Table'] }),
});
export type PieceEnquiryInput = z.input<typeof pieceEnquiryInputSchema>;
export type PieceEnquiryRequest = z.output<typeof pieceEnquiryInputSchema>;

export const PIECE_ENQUIRY_STATUSES = ['unread', 'read'] as const;

/** A question about a piece as the admin lists it (newest first), the piece linked by its id. */
export const pieceEnquirySchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  pieceName: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(PIECE_ENQUIRY_STATUSES),
  createdAt: z.string(),
});
export type PieceEnquiry = z.infer<typeof pieceEnquirySchema>;

/** What the public form is answered: the enquiry taken (its id), nothing of anyone else's. */
export const pieceEnquiryReceiptSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  createdAt: z.string(),
});
export type PieceEnquiryReceipt = z.infer<typeof pieceEnquiryReceiptSchema>;
