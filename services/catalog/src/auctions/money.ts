/**
 * Bids are compared and added in whole cents (exact in a JS number up to 2^53, far beyond
 * numeric(10,2)), never as floating-point dollars.
 */
export type Cents = number;

export const toCents = (decimal: { toFixed(places: number): string } | string): Cents =>
  Number((typeof decimal === 'string' ? Number(decimal).toFixed(2) : decimal.toFixed(2)).replace('.', ''));

export const toDecimalString = (cents: Cents): string => {
  const text = String(cents).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};
