import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import {
  type CreateStockHoldInput,
  createStockHoldInputSchema,
  type ExtendStockHoldInput,
  extendStockHoldInputSchema,
} from '@atelier/contracts';
import { ServiceOnly, ZodValidationPipe } from '@atelier/platform';
import { z } from 'zod';
import { StockHoldsService } from './stock-holds.service.js';

const holdIdPipe = new ZodValidationPipe(z.uuid({ error: 'holdId must be a UUID' }), 'hold id');

/**
 * Internal: only cart-checkout may call these (a signed service assertion), and the gateway's route
 * table does not list them, so no browser can reach them.
 */
@Controller('internal/stock-holds')
@ServiceOnly('cart-checkout')
export class StockHoldsController {
  constructor(private readonly holds: StockHoldsService) {}

  @Post()
  @HttpCode(200)
  reserve(@Body(new ZodValidationPipe(createStockHoldInputSchema)) input: CreateStockHoldInput) {
    return this.holds.reserve(input, 'cart-checkout');
  }

  @Get(':holdId')
  async get(@Param('holdId', holdIdPipe) holdId: string) {
    return (await this.holds.find(holdId)) ?? notFound(holdId);
  }

  @Post(':holdId/confirm')
  @HttpCode(200)
  confirm(@Param('holdId', holdIdPipe) holdId: string) {
    return this.holds.confirm(holdId);
  }

  @Post(':holdId/extend')
  @HttpCode(200)
  extend(
    @Param('holdId', holdIdPipe) holdId: string,
    @Body(new ZodValidationPipe(extendStockHoldInputSchema)) input: ExtendStockHoldInput,
  ) {
    return this.holds.extend(holdId, input.ttlSeconds);
  }

  @Post(':holdId/release')
  @HttpCode(200)
  async release(@Param('holdId', holdIdPipe) holdId: string) {
    return (await this.holds.release(holdId)) ?? notFound(holdId);
  }
}

const notFound = (holdId: string): never => {
  throw new NotFoundException(`No stock hold ${holdId}`);
};
