import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import {
  type AddToCartInput,
  addToCartInputSchema,
  idParamSchema,
  sessionIdSchema,
  type UpdateCartLineInput,
  updateCartLineInputSchema,
} from '@atelier/contracts';
import { ZodValidationPipe } from '@atelier/platform';
import type { FastifyRequest } from 'fastify';
import { CartService } from './cart.service.js';
import { sessionOf } from './session-of.js';

const lineIdPipe = new ZodValidationPipe(idParamSchema, 'cart line id');

/** The spec's cart API. Every answer is one session's: never cached anywhere. */
@Controller('api/cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  list(@Req() req: FastifyRequest) {
    return this.cart.lines(sessionOf(req));
  }

  @Post()
  @Header('Cache-Control', 'private, no-store')
  add(@Body(new ZodValidationPipe(addToCartInputSchema)) input: AddToCartInput) {
    return this.cart.add(input);
  }

  @Patch(':id')
  @Header('Cache-Control', 'private, no-store')
  update(
    @Req() req: FastifyRequest,
    @Param('id', lineIdPipe) id: number,
    @Body(new ZodValidationPipe(updateCartLineInputSchema)) input: UpdateCartLineInput,
  ) {
    return this.cart.setQuantity(sessionOf(req), id, input.quantity);
  }

  // Static segment first: Fastify's router prefers it over :id anyway.
  @Delete('clear/:sessionId')
  @HttpCode(204)
  clear(@Param('sessionId', new ZodValidationPipe(sessionIdSchema, 'session id')) sessionId: string) {
    return this.cart.clear(sessionId);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Req() req: FastifyRequest, @Param('id', lineIdPipe) id: number) {
    return this.cart.remove(sessionOf(req), id);
  }
}
