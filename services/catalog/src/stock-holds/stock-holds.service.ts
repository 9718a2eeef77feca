import { ConflictException, Injectable } from '@nestjs/common';
import type { CreateStockHoldInput, StockHold, StockHoldOutcome } from '@atelier/contracts';
import { StockHoldsRepository } from './stock-holds.repository.js';

@Injectable()
export class StockHoldsService {
  constructor(private readonly repository: StockHoldsRepository) {}

  reserve(input: CreateStockHoldInput, holder: string): Promise<StockHoldOutcome> {
    return this.repository.reserve(input, holder);
  }

  find(holdId: string): Promise<StockHold | null> {
    return this.repository.find(holdId);
  }

  /** 409 when the hold was released (expired and swept, or cancelled): the pieces are not ours. */
  async confirm(holdId: string): Promise<StockHold> {
    const hold = await this.repository.confirm(holdId);
    if (!hold) throw new ConflictException(`Stock hold ${holdId} was released or never taken`);
    return hold;
  }

  /** 409 when the hold is no longer active (it ran out and was swept, or was released). */
  async extend(holdId: string, ttlSeconds: number): Promise<StockHold> {
    const hold = await this.repository.extend(holdId, ttlSeconds);
    if (!hold) throw new ConflictException(`Stock hold ${holdId} is no longer active`);
    return hold;
  }

  release(holdId: string): Promise<StockHold | null> {
    return this.repository.release(holdId);
  }
}
