import { Body, Controller, Get, NotFoundException, Param, Patch, Post } from '@nestjs/common';
import { type CustomOrderRequest, customOrderInputSchema, idParamSchema } from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { CustomOrdersRepository } from './custom-orders.repository.js';

const orderIdPipe = new ZodValidationPipe(idParamSchema, 'custom order id');

/** Requests for commissioned pieces: the public form posts here; the admin reads and marks them. */
@Controller('api/custom-orders')
export class CustomOrdersController {
  constructor(private readonly orders: CustomOrdersRepository) {}

  @Post()
  create(@Body(new ZodValidationPipe(customOrderInputSchema)) request: CustomOrderRequest) {
    return this.orders.create(request);
  }

  @Get()
  @AdminOnly()
  list() {
    return this.orders.list();
  }

  @Get('unread-count')
  @AdminOnly()
  async unreadCount() {
    return { count: await this.orders.unreadCount() };
  }

  @Patch(':id/mark-read')
  @AdminOnly()
  async markRead(@Param('id', orderIdPipe) id: number) {
    return (await this.orders.markRead(id)) ?? notFound();
  }
}

const notFound = (): never => {
  throw new NotFoundException('Custom order not found');
};
