import Stripe from 'stripe';
import { type SalesTax, TaxAddressError, type TaxQuote, type TaxRequest } from './sales-tax.js';

// Stripe Tax's code for tangible goods (furniture); shipping takes the account's default shipping code.
const TANGIBLE_GOODS = 'txcd_99999999';

/**
 * Stripe Tax through the official SDK: a calculation for the delivery address before the card is
 * charged (prices exclusive of tax), a transaction made from it once paid, and a partial reversal
 * per refund. Every write carries an idempotency key, so a retried call records nothing twice.
 */
export class StripeSalesTax implements SalesTax {
  readonly name = 'stripe-tax';

  constructor(private readonly stripe: Stripe) {}

  async calculate(request: TaxRequest): Promise<TaxQuote> {
    const { address } = request;
    try {
      const calculation = await this.stripe.tax.calculations.create({
        currency: 'usd',
        line_items: request.lines.map((line) => ({
          reference: line.reference,
          amount: line.amountCents,
          quantity: line.quantity,
          tax_behavior: 'exclusive',
          tax_code: TANGIBLE_GOODS,
        })),
        shipping_cost: { amount: request.shippingCents, tax_behavior: 'exclusive' },
        customer_details: {
          address: {
            line1: address.street,
            city: address.city,
            state: address.state,
            postal_code: address.zipCode,
            country: 'US',
          },
          address_source: 'shipping',
        },
      });
      return { taxCents: calculation.tax_amount_exclusive, calculationId: calculation.id };
    } catch (error) {
      // Stripe's answer for an address it cannot place (a ZIP code outside the state, say).
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'customer_tax_location_invalid'
      )
        throw new TaxAddressError(error.message);
      throw error;
    }
  }

  async recordTransaction(calculationId: string, reference: string): Promise<string> {
    const transaction = await this.stripe.tax.transactions.createFromCalculation(
      { calculation: calculationId, reference },
      { idempotencyKey: `tax-transaction-${calculationId}` },
    );
    return transaction.id;
  }

  async reverseTransaction(
    transactionId: string,
    reversal: { reference: string; amountCents: number },
  ): Promise<void> {
    await this.stripe.tax.transactions.createReversal(
      {
        mode: 'partial',
        original_transaction: transactionId,
        reference: reversal.reference,
        // The refunded amount, tax included, as a negative figure: Stripe splits it over the lines.
        flat_amount: -reversal.amountCents,
      },
      { idempotencyKey: `tax-reversal-${reversal.reference}` },
    );
  }
}
