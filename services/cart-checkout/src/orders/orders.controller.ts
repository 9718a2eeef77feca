import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import {
  type CheckoutForm,
  checkoutFormSchema,
  idParamSchema,
  orderListQuerySchema,
  type OrderStatusPatch,
  orderStatusPatchSchema,
} from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import type { z } from 'zod';
import { OrdersService } from './orders.service.js';

const orderIdPipe = new ZodValidationPipe(idParamSchema, 'order id');

/** The admin's orders: what was paid and where it goes. Every route needs the gateway's admin assertion. */
@Controller('api/orders')
@AdminOnly()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  list(
    @Query(new ZodValidationPipe(orderListQuerySchema, 'query')) query: z.infer<typeof orderListQuerySchema>,
  ) {
    return this.orders.list(query.status);
  }

  @Get(':id')
  get(@Param('id', orderIdPipe) id: number) {
    return this.orders.get(id);
  }

  @Patch(':id/status')
  setStatus(
    @Param('id', orderIdPipe) id: number,
    @Body(new ZodValidationPipe(orderStatusPatchSchema)) input: OrderStatusPatch,
  ) {
    return this.orders.moveTo(id, input);
  }

  /** The admin's correction of whom and where a paid order goes; 409 once it has shipped. */
  @Patch(':id/delivery')
  changeDelivery(
    @Param('id', orderIdPipe) id: number,
    @Body(new ZodValidationPipe(checkoutFormSchema)) input: CheckoutForm,
  ) {
    return this.orders.changeDelivery(id, input);
  }
}
