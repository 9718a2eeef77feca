import type { Address } from '@atelier/contracts';

/**
 * The port between checkout and whoever knows what US sales tax a delivery owes (issue 32 item 6).
 * Two adapters, chosen with the payment provider: Stripe Tax (calculations, then a transaction
 * once paid) and the demo table of state rates (all-in-one and the simulated provider).
 */
export interface TaxRequest {
  /** One line per piece: its reference (the product), the line's amount and quantity. */
  lines: Array<{ reference: string; amountCents: number; quantity: number }>;
  shippingCents: number;
  /** Where the pieces are delivered: US sales tax follows the destination. */
  address: Address;
}

export interface TaxQuote {
  taxCents: number;
  /** The provider's calculation, from which the sale's tax transaction is made once paid. */
  calculationId: string | null;
}

export interface SalesTax {
  readonly name: 'stripe-tax' | 'demo-table';
  /** Throws TaxAddressError for an address the provider cannot tax; anything else is an outage. */
  calculate(request: TaxRequest): Promise<TaxQuote>;
  /** Records the paid sale with the provider (Stripe Tax's transaction); its id, or null when none is kept. */
  recordTransaction(calculationId: string, reference: string): Promise<string | null>;
  /** Gives back the tax of a refund (a partial reversal of the sale's transaction, refund included). */
  reverseTransaction(
    transactionId: string,
    reversal: { reference: string; amountCents: number },
  ): Promise<void>;
}

/** The delivery address cannot be taxed (not a US state, a ZIP code that is not the state's). */
export class TaxAddressError extends Error {
  override readonly name = 'TaxAddressError';
}
