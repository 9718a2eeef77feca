import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type CheckoutForm,
  type Order,
  type OrderStatus,
  type OrderStatusPatch,
  resolveCarrier,
  trackingUrlOf,
} from '@atelier/contracts';
import { OrdersRepository } from './orders.repository.js';
import { recipientDetailsOf } from './recipient-details.js';

// The admin's steps: a paid order is shipped, then delivered. Nothing moves backwards.
const PREVIOUS: Record<'shipped' | 'delivered', OrderStatus> = { shipped: 'paid', delivered: 'shipped' };

@Injectable()
export class OrdersService {
  constructor(private readonly orders: OrdersRepository) {}

  list(status?: OrderStatus): Promise<Order[]> {
    return this.orders.list(status);
  }

  async get(id: number): Promise<Order> {
    return (await this.orders.find(id)) ?? notFound(id);
  }

  /**
   * Shipped (with the carrier, one of the list or the owner's own words, and the tracking number:
   * the buyer is texted and emailed the link), then delivered.
   */
  async moveTo(id: number, patch: OrderStatusPatch): Promise<Order> {
    if (patch.status === 'delivered') return (await this.orders.deliver(id)) ?? this.unmoved(id, 'delivered');
    const carrier = resolveCarrier(patch.carrier);
    const shipped = await this.orders.ship(id, {
      carrier: carrier.name,
      trackingNumber: patch.trackingNumber,
      trackingUrl: trackingUrlOf(carrier.trackingUrl, patch.trackingNumber),
    });
    return shipped ?? this.unmoved(id, 'shipped');
  }

  /** Where a paid order goes may change until it ships; after that it is on its way. */
  async changeDelivery(id: number, form: CheckoutForm): Promise<Order> {
    const changed = await this.orders.changeDeliveryDetails(id, recipientDetailsOf(form));
    if (changed) return changed;
    const order = (await this.orders.find(id)) ?? notFound(id);
    throw new ConflictException(
      `Order ${order.number} is ${order.status}: its delivery details can change only before it ships`,
    );
  }

  /** The order did not move: unchanged if it already is there (a repeated click), else a 409 saying why. */
  private async unmoved(id: number, status: 'shipped' | 'delivered'): Promise<Order> {
    const order = (await this.orders.find(id)) ?? notFound(id);
    if (order.status === status) return order;
    throw new ConflictException(
      `Order ${order.number} is ${order.status}; only a ${PREVIOUS[status]} order can be marked ${status}`,
    );
  }
}

const notFound = (id: number): never => {
  throw new NotFoundException(`Order ${id} not found`);
};
