import { Controller, Get, Header, Injectable } from '@nestjs/common';
import { type MyOrder, orderStatusSchema } from '@atelier/contracts';
import { BuyerOnly, CurrentBuyer } from '@atelier/platform';
import { confirmationPathOf } from '../checkout/checkout.service.js';
import { formatCents } from '../checkout/pricing.js';
import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import { orderNumber } from './order.mapper.js';
import { giveConfirmationToken } from './order-receipt.js';

/** A collector's list is bounded: their newest this many orders. */
const LIMIT = 200;

/**
 * A collector's orders (issue 34): those whose buyer is the verified buyer (paid through their
 * claim, or by Buy Now while they were signed in), newest first, with the order page's address.
 */
@Injectable()
export class MyOrdersRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  async list(buyerId: string): Promise<MyOrder[]> {
    const rows = await this.db.prisma.order.findMany({
      where: { buyerId },
      orderBy: { createdAt: 'desc' },
      take: LIMIT,
      include: {
        lines: { orderBy: { id: 'asc' } },
        checkout: { select: { confirmationToken: true } },
      },
    });
    return Promise.all(
      rows.map(async (row) => {
        // An order from before confirmation links existed is given one, as its receipts are.
        const token =
          row.checkout.confirmationToken ??
          (await this.db.transaction((tx) => giveConfirmationToken(tx, row.checkoutId)));
        return {
          number: orderNumber(row.id),
          status: orderStatusSchema.parse(row.status),
          total: formatCents(row.totalCents),
          createdAt: row.createdAt.toISOString(),
          orderPath: confirmationPathOf(token),
          shipment:
            row.shippedAt && row.carrier && row.trackingNumber
              ? {
                  carrier: row.carrier,
                  trackingNumber: row.trackingNumber,
                  trackingUrl: row.trackingUrl,
                  shippedAt: row.shippedAt.toISOString(),
                }
              : null,
          deliveredAt: row.deliveredAt?.toISOString() ?? null,
          lines: row.lines.map((line) => ({
            productId: line.productId,
            name: line.name,
            quantity: line.quantity,
            imageUrl: line.imageUrl,
          })),
        };
      }),
    );
  }
}

/** The verified buyer's own orders: checked here (@BuyerOnly), not only at the gateway. */
@Controller('api/buyers/me')
@BuyerOnly()
export class MyOrdersController {
  constructor(private readonly orders: MyOrdersRepository) {}

  @Get('orders')
  @Header('cache-control', 'no-store')
  list(@CurrentBuyer() buyerId: string) {
    return this.orders.list(buyerId);
  }
}
