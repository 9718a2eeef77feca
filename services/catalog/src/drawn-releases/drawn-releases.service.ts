import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminDrawnRelease, MyDrawEntry, PublicDrawnRelease } from '@atelier/contracts';
import { BuyerCardsRepository } from '../buyer-cards/buyer-cards.repository.js';
import { BuyerTextingRepository } from '../buyer-texting/buyer-texting.repository.js';
import { DrawnReleasesRepository } from './drawn-releases.repository.js';

/** Drawn releases: verified buyers with a card on file enter; the admin watches and may close early. */
@Injectable()
export class DrawnReleasesService {
  constructor(
    private readonly releases: DrawnReleasesRepository,
    private readonly cards: BuyerCardsRepository,
    private readonly texting: BuyerTextingRepository,
  ) {}

  async forProduct(productId: number): Promise<PublicDrawnRelease> {
    return (
      (await this.releases.findForProduct(productId)) ?? notFound(`No drawn release for product ${productId}`)
    );
  }

  async record(releaseId: number) {
    return (await this.releases.record(releaseId)) ?? notFound(`No drawn release ${releaseId}`);
  }

  async enter(releaseId: number, buyerId: string): Promise<MyDrawEntry> {
    const fingerprint = await this.cards.fingerprintOf(buyerId);
    if (!fingerprint)
      throw new ConflictException('Put a card on file before entering: a draw takes one entry per card');
    // A draw's winner is told by text: a buyer who replied STOP would never hear of it.
    await this.texting.requireTexts(buyerId, 'enter');
    const result = await this.releases.enter(releaseId, buyerId, fingerprint);
    switch (result.outcome) {
      case 'missing':
        return notFound(`No drawn release ${releaseId}`);
      case 'closed':
        throw new ConflictException('Entries for this draw are closed');
      case 'duplicate-buyer':
        throw new ConflictException('This phone number has already entered this draw');
      case 'duplicate-card':
        throw new ConflictException('This card has already been used to enter this draw');
      case 'entered':
        return result.entry;
    }
  }

  async myEntry(releaseId: number, buyerId: string): Promise<MyDrawEntry> {
    if (!(await this.releases.exists(releaseId))) notFound(`No drawn release ${releaseId}`);
    return this.releases.myEntry(releaseId, buyerId);
  }

  list = (): Promise<AdminDrawnRelease[]> => this.releases.listForAdmin();

  async detail(releaseId: number) {
    return (await this.releases.findForAdmin(releaseId)) ?? notFound(`No drawn release ${releaseId}`);
  }

  /** Closes entries now, before the advertised close, and draws (the admin's "close entries now"). */
  async closeNow(releaseId: number, reason: string) {
    if (!(await this.releases.draw(releaseId, { reason }))) {
      if (!(await this.releases.exists(releaseId))) notFound(`No drawn release ${releaseId}`);
      throw new ConflictException(`Drawn release ${releaseId} has already been drawn`);
    }
    return this.detail(releaseId);
  }
}

const notFound = (message: string): never => {
  throw new NotFoundException(message);
};
