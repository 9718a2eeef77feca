import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { idParamSchema, type OrderRefundInput, orderRefundInputSchema } from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { RefundsService } from './refunds.service.js';

/** The owner's refunds of an order (admin): all or part, with a reason, once per idempotency key. */
@Controller('api/orders')
@AdminOnly()
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  @Post(':id/refunds')
  @HttpCode(200)
  refund(
    @Param('id', new ZodValidationPipe(idParamSchema, 'order id')) id: number,
    @Body(new ZodValidationPipe(orderRefundInputSchema)) input: OrderRefundInput,
  ) {
    return this.refunds.refund(id, input);
  }
}
