import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ALREADY_IN_CART_MESSAGE,
  type AddToCartInput,
  availabilityMessage,
  type CartLine,
  stockLimitMessage,
} from '@atelier/contracts';
import { CartRepository } from './cart.repository.js';

/** A cart with more lines than this is abuse, not shopping for one-of-a-kind pieces. */
const MAX_LINES = 50;

/** The cart's rules: quantities between 1 and the stock; a line of another session does not exist. */
@Injectable()
export class CartService {
  constructor(private readonly cart: CartRepository) {}

  lines(sessionId: string): Promise<CartLine[]> {
    return this.cart.lines(sessionId);
  }

  async add(input: AddToCartInput): Promise<CartLine> {
    const product = await this.cart.findProduct(input.productId);
    if (!product) throw new NotFoundException(`Product ${input.productId} not found`);
    const existing = (await this.cart.lines(input.sessionId)).find((l) => l.productId === input.productId);
    if (existing && product.quantity > 0 && existing.quantity + input.quantity > product.quantity)
      throw new ConflictException(
        product.quantity === 1 ? ALREADY_IN_CART_MESSAGE : stockLimitMessage(product.quantity),
      );
    if ((existing?.quantity ?? 0) + input.quantity > product.quantity)
      throw new ConflictException(availabilityMessage(product.quantity, product.reservedUntil));
    if (!existing && (await this.cart.countLines(input.sessionId)) >= MAX_LINES)
      throw new ConflictException(`A cart holds at most ${MAX_LINES} different pieces`);
    const { id } = await this.cart.add(input.sessionId, input.productId, input.quantity);
    return (await this.cart.line(input.sessionId, id)) ?? lineNotFound(id);
  }

  async setQuantity(sessionId: string, id: number, quantity: number): Promise<CartLine> {
    const line = (await this.cart.line(sessionId, id)) ?? lineNotFound(id);
    if (quantity > line.product.quantity)
      throw new ConflictException(stockLimitMessage(line.product.quantity));
    if (!(await this.cart.setQuantity(sessionId, id, quantity))) lineNotFound(id);
    return { ...line, quantity };
  }

  async remove(sessionId: string, id: number): Promise<void> {
    if (!(await this.cart.remove(sessionId, id))) lineNotFound(id);
  }

  clear(sessionId: string): Promise<void> {
    return this.cart.clear(sessionId);
  }
}

// Another session's line answers exactly like a missing one: nothing tells a guesser it exists.
const lineNotFound = (id: number): never => {
  throw new NotFoundException(`Cart line ${id} not found`);
};
