import { z } from 'zod';

/** Spec section 5: the custom-order request options, value and label. */
export const PROJECT_TYPES = [
  { value: 'dining', label: 'Custom Dining Table' },
  { value: 'seating', label: 'Custom Seating' },
  { value: 'storage', label: 'Storage Solutions' },
  { value: 'surfaces', label: 'Work Surfaces' },
  { value: 'bedroom', label: 'Bedroom Furniture' },
  { value: 'office', label: 'Office Furniture' },
  { value: 'other', label: 'Other' },
] as const;
export const BUDGETS = [
  { value: '5k-10k', label: '$5,000 - $10,000' },
  { value: '10k-25k', label: '$10,000 - $25,000' },
  { value: '25k-50k', label: '$25,000 - $50,000' },
  { value: '50k+', label: '$50,000+' },
] as const;
export const TIMELINES = [
  { value: 'flexible', label: 'Flexible' },
  { value: '3-months', label: 'Within 3 months' },
  { value: '6-months', label: 'Within 6 months' },
  { value: 'rush', label: 'Rush order' },
] as const;
export const CUSTOM_ORDER_STATUSES = [
  { value: 'unread', label: 'New' },
  { value: 'read', label: 'Read' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const;

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];
const choice = <T extends readonly { value: string }[]>(options: T, what: string) =>
  z.enum(values(options), { error: `Please choose a ${what}` });

const required = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

/** Body of POST /api/custom-orders (the 'Commission a piece' form). The phone is checked by the service too. */
export const customOrderInputSchema = z.object({
  name: required('Name', 200),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .max(320, 'Email is too long')
    .meta({ examples: ['ada@example.com'] })
    .pipe(z.email('Please enter a valid email address')),
  phone: required('Phone', 40)
    .refine(
      (value) => value.replace(/\D/g, '').length >= 10,
      'Please enter a phone number with at least 10 digits',
    )
    .meta({ examples: ['(212) 555-0142'] }),
  location: required('Location', 200),
  projectType: choice(PROJECT_TYPES, 'project type'),
  budget: choice(BUDGETS, 'budget'),
  timeline: choice(TIMELINES, 'timeline'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(20, 'Please describe the piece in at least 20 characters')
    .max(5000, 'Description must be at most 5000 characters'),
  inspiration: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(2000, 'Inspiration must be at most 2000 characters').nullable().default(null),
  ),
});
export type CustomOrderInput = z.input<typeof customOrderInputSchema>;
export type CustomOrderRequest = z.output<typeof customOrderInputSchema>;

/** A custom order as the admin lists it (spec section 3, custom_orders). */
export const customOrderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  projectType: z.string(),
  budget: z.string(),
  timeline: z.string(),
  description: z.string(),
  inspiration: z.string().nullable(),
  location: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomOrder = z.infer<typeof customOrderSchema>;

/** GET /api/custom-orders/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
