import { DEMO_STATE_RATES_BP } from './demo-state-rates.js';
import { type SalesTax, TaxAddressError, type TaxQuote, type TaxRequest } from './sales-tax.js';

/**
 * Sales tax from the demo table of state rates (see demo-state-rates.ts: demo figures), for the
 * simulated provider: the state's rate on the pieces and their shipping, rounded half up to the
 * cent. No transaction is kept anywhere, so there is nothing to record or reverse.
 */
export class DemoSalesTax implements SalesTax {
  readonly name = 'demo-table';

  async calculate(request: TaxRequest): Promise<TaxQuote> {
    const state = request.address.state.trim().toUpperCase();
    const rate = DEMO_STATE_RATES_BP[state];
    if (rate === undefined) throw new TaxAddressError(`${request.address.state} is not a US state`);
    const taxable = request.lines.reduce((sum, line) => sum + line.amountCents, request.shippingCents);
    // Integer cents times basis points: exact, then one rounding (half up).
    return { taxCents: Math.floor((taxable * rate + 5_000) / 10_000), calculationId: null };
  }

  async recordTransaction(): Promise<string | null> {
    return null;
  }

  async reverseTransaction(): Promise<void> {}
}
