const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** Whole cents of a decimal amount in dollars ("4800.00" → 480000); null if it is not one. */
export const cents = (amount: string): number | null =>
  DECIMAL.test(amount) ? Math.round(Number(amount) * 100) : null;

/** "4800.00" → "$4,800.00"; a value that is not an amount is shown as it came. */
export function dollars(amount: string): string {
  const value = cents(amount);
  return value === null ? amount : USD.format(value / 100);
}

/** Cents as dollars ("$4,800.00"). */
export const centsAsDollars = (value: number) => USD.format(value / 100);
