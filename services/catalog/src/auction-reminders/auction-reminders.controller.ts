import { Controller, Delete, Get, Header, Param, Put } from '@nestjs/common';
import { idParamSchema } from '@atelier/contracts';
import { BuyerOnly, CurrentBuyer, ZodValidationPipe } from '@atelier/platform';
import { AuctionRemindersService } from './auction-reminders.service.js';

const auctionIdPipe = new ZodValidationPipe(idParamSchema, 'auction id');

/** A verified buyer's reminder of an auction (an hour before its end, by text). */
@Controller('api/auctions/:id/reminder')
export class AuctionRemindersController {
  constructor(private readonly reminders: AuctionRemindersService) {}

  @Get()
  @BuyerOnly()
  @Header('cache-control', 'no-store')
  get(@Param('id', auctionIdPipe) auctionId: number, @CurrentBuyer() buyerId: string) {
    return this.reminders.get(auctionId, buyerId);
  }

  @Put()
  @BuyerOnly()
  @Header('cache-control', 'no-store')
  set(@Param('id', auctionIdPipe) auctionId: number, @CurrentBuyer() buyerId: string) {
    return this.reminders.set(auctionId, buyerId);
  }

  @Delete()
  @BuyerOnly()
  @Header('cache-control', 'no-store')
  cancel(@Param('id', auctionIdPipe) auctionId: number, @CurrentBuyer() buyerId: string) {
    return this.reminders.cancel(auctionId, buyerId);
  }
}
