import { z } from 'zod';

// The reports' schemas import no other contract at run time (types only): they are exported apart
// (`@atelier/contracts/reports`, see index.ts), and a module shared with the package's index would
// split the contracts chunk that a shopper's first fetch loads in two.

/** Money as a decimal string, 4800.00: common/decimal-price.ts's decimalStringSchema, the same rule. */
export const reportMoneySchema = z.string().regex(/^\d+\.\d{2}$/, 'must be a decimal string like 4800.00');
