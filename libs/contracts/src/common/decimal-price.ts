import { z } from 'zod';

// Prices are numeric(10,2) in the database: at most 8 digits before the point and 2 after.
const MAX_INTEGER_DIGITS = 8;
const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** A money amount as the API answers it: a decimal string with exactly two places ("4800.00"). */
export const decimalStringSchema = z.string().regex(/^\d+\.\d{2}$/, 'must be a decimal string like 4800.00');

/**
 * A price as a client may send it: a number (4800, 19.99) or a numeric string ("4800", "19.9"),
 * never negative, at most 2 decimal places and 10 digits in all. Normalised to "4800.00" so every
 * answer and every stored value has the same shape. Over-precise values are refused, not rounded:
 * silently changing a price is worse than asking again.
 */
export const priceInputSchema = (field: string) =>
  z
    .union([z.number(), z.string()], { error: `${field} is required` })
    .meta({ examples: ['4800.00', 19.99] })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: `${field} is required` });
        return z.NEVER;
      }
      if (text.startsWith('-')) {
        ctx.addIssue({ code: 'custom', message: `${field} must not be negative` });
        return z.NEVER;
      }
      const match = DECIMAL.exec(text);
      if (!match) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be a number with at most 2 decimal places`,
        });
        return z.NEVER;
      }
      const integer = match[1]!.replace(/^0+(?=\d)/, '');
      if (integer.length > MAX_INTEGER_DIGITS) {
        ctx.addIssue({ code: 'custom', message: `${field} must be less than 100000000` });
        return z.NEVER;
      }
      return `${integer}.${(match[2] ?? '').padEnd(2, '0')}`;
    });

/** An optional price (e.g. an estimate): blank or null means "not set". */
export const optionalPriceInputSchema = (field: string) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? null
        : value,
    priceInputSchema(field).nullable(),
  );
