import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { CheckoutForm, Order, OrderStatus } from '@atelier/contracts';
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

  async moveTo(id: number, status: 'shipped' | 'delivered'): Promise<Order> {
    const moved = await this.orders.moveStatus(id, PREVIOUS[status], status);
    if (moved) return moved;
    const order = (await this.orders.find(id)) ?? notFound(id);
    if (order.status === status) return order;
    throw new ConflictException(
      `Order ${order.number} is ${order.status}; only a ${PREVIOUS[status]} order can be marked ${status}`,
    );
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
}

const notFound = (id: number): never => {
  throw new NotFoundException(`Order ${id} not found`);
};
