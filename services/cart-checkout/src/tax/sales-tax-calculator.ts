import {
  Inject,
  Injectable,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { Address } from '@atelier/contracts';
import type { Logger } from 'pino';
import { type PricedLine, type Totals, toCents, totalsOf } from '../checkout/pricing.js';
import { SALES_TAX, SERVICE_LOGGER } from '../tokens.js';
import { type SalesTax, TaxAddressError } from './sales-tax.js';

export interface TaxedTotals {
  totals: Totals;
  /** Stripe Tax's calculation (null with the demo table): the paid order's tax transaction is made from it. */
  calculationId: string | null;
}

export const TAX_UNAVAILABLE =
  'Sales tax could not be calculated just now, so nothing was charged. Please try again in a moment.';

/**
 * What a checkout or a claim charges once its delivery address is known: the lines, their flat
 * shipping and the sales tax the address owes. An address that cannot be taxed is a 422 that says
 * so; the tax service out of reach is a 503 (the buyer tries again; nothing was charged).
 */
@Injectable()
export class SalesTaxCalculator {
  constructor(
    @Inject(SALES_TAX) private readonly tax: SalesTax,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async price(lines: PricedLine[], address: Address): Promise<TaxedTotals> {
    const untaxed = totalsOf(lines);
    try {
      const quote = await this.tax.calculate({
        lines: lines.map((line) => ({
          reference: `product-${line.productId}`,
          amountCents: toCents(line.unitPrice) * line.quantity,
          quantity: line.quantity,
        })),
        shippingCents: untaxed.shippingCents,
        address,
      });
      return { totals: totalsOf(lines, quote.taxCents), calculationId: quote.calculationId };
    } catch (error) {
      if (error instanceof TaxAddressError)
        throw new UnprocessableEntityException(
          `Sales tax cannot be calculated for this delivery address (${error.message}): check the state and ZIP code`,
        );
      this.logger.error({ err: error, salesTax: this.tax.name }, 'sales tax calculation failed');
      throw new ServiceUnavailableException(TAX_UNAVAILABLE);
    }
  }
}
