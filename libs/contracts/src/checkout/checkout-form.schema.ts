import { z } from 'zod';

// Spec section 5, the checkout form table: every rule with its exact message.
const required = (min: number, message: string) => z.string({ error: message }).trim().min(min, message);

export const billingAddressSchema = z.object({
  street: required(1, 'Street address is required'),
  city: required(1, 'City is required'),
  state: required(2, 'State is required').meta({ examples: ['NY'] }),
  zipCode: required(5, 'ZIP code is required').meta({ examples: ['10001'] }),
  country: z.literal('US', { error: 'We only ship within the USA' }),
});
export type Address = z.infer<typeof billingAddressSchema>;

const SHIPPING_REQUIRED = 'Shipping address is required when different from billing address';

/** Shipping fields as typed: checked only when sameAsbilling is false. */
const shippingDraftSchema = z.object({
  street: z.string().optional().default(''),
  city: z.string().optional().default(''),
  state: z.string().optional().default(''),
  zipCode: z.string().optional().default(''),
  country: z.string().optional().default('US'),
});

export const checkoutFormSchema = z
  .object({
    recipientName: required(1, 'Recipient name is required'),
    recipientEmail: z.email({ error: 'Valid email is required' }),
    recipientPhone: required(10, 'Valid phone number is required').meta({ examples: ['(212) 555-0142'] }),
    billingAddress: billingAddressSchema,
    sameAsbilling: z.boolean().default(false),
    shippingAddress: shippingDraftSchema.optional(),
    deliveryInstructions: z
      .string()
      .max(2000, 'Delivery instructions must be at most 2000 characters')
      .optional(),
  })
  .superRefine((form, ctx) => {
    if (form.sameAsbilling) return;
    const s = form.shippingAddress;
    const missing = !s || [s.street, s.city, s.state, s.zipCode].some((value) => value.trim() === '');
    if (missing) ctx.addIssue({ code: 'custom', path: ['shippingAddress'], message: SHIPPING_REQUIRED });
    else if (s.country !== 'US')
      ctx.addIssue({
        code: 'custom',
        path: ['shippingAddress', 'country'],
        message: 'We only ship within the USA',
      });
  });
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

/** Where the order goes: the billing address when sameAsbilling is ticked. */
export const shippingAddressOf = (form: CheckoutForm): Address =>
  form.sameAsbilling || !form.shippingAddress
    ? form.billingAddress
    : {
        street: form.shippingAddress.street.trim(),
        city: form.shippingAddress.city.trim(),
        state: form.shippingAddress.state.trim(),
        zipCode: form.shippingAddress.zipCode.trim(),
        country: 'US',
      };
