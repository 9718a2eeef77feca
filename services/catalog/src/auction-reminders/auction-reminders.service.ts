import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuctionReminder } from '@atelier/contracts';
import { BuyerTextingRepository } from '../buyer-texting/buyer-texting.repository.js';
import { AuctionRemindersRepository } from './auction-reminders.repository.js';
import { decideCancel, decideSet, type ReminderFacts, reminderView } from './reminder-rules.js';

/** A verified buyer's "Remind me": a text an hour before an auction ends (reminder-rules.ts). */
@Injectable()
export class AuctionRemindersService {
  constructor(
    private readonly reminders: AuctionRemindersRepository,
    private readonly texting: BuyerTextingRepository,
  ) {}

  async get(auctionId: number, buyerId: string): Promise<AuctionReminder> {
    return reminderView(await this.facts(auctionId, buyerId));
  }

  async set(auctionId: number, buyerId: string): Promise<AuctionReminder> {
    const facts = await this.facts(auctionId, buyerId);
    switch (decideSet(facts)) {
      case 'over':
        throw new ConflictException('This auction is over: there is nothing to remind you of');
      case 'too-late':
        throw new ConflictException(
          'This auction ends in less than an hour: too soon for a reminder an hour before its end',
        );
      case 'keep':
        return reminderView(facts);
      case 'create':
        if (await this.texting.textsStopped(buyerId))
          throw new ForbiddenException(
            'Your number replied STOP to our texts, so we cannot text you a reminder: reply START to any text from Atelier to opt back in, then try again',
          );
        await this.reminders.create(auctionId, buyerId);
        return this.get(auctionId, buyerId);
    }
  }

  async cancel(auctionId: number, buyerId: string): Promise<AuctionReminder> {
    const facts = await this.facts(auctionId, buyerId);
    switch (decideCancel(facts)) {
      case 'sent':
        throw new ConflictException('This reminder was already sent');
      case 'none':
        return reminderView(facts);
      case 'delete':
        await this.reminders.deleteUnsent(auctionId, buyerId);
        return this.get(auctionId, buyerId);
    }
  }

  private async facts(auctionId: number, buyerId: string): Promise<ReminderFacts> {
    const facts = await this.reminders.facts(auctionId, buyerId);
    if (!facts) throw new NotFoundException(`No auction ${auctionId}`);
    return facts;
  }
}
