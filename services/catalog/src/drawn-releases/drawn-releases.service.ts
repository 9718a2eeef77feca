import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminDrawnRelease,
  DRAW_ALGORITHM_DRAND,
  type DrawBeaconStatus,
  type DrawRandomness,
  type MyDrawEntry,
  type PublicDrawnRelease,
} from '@atelier/contracts';
import { BuyerCardsRepository } from '../buyer-cards/buyer-cards.repository.js';
import { BuyerTextingRepository } from '../buyer-texting/buyer-texting.repository.js';
import { BeaconSource } from './beacon/beacon-source.js';
import { DrawMakingService } from './draw-making.service.js';
import { DrawnReleasesRepository } from './drawn-releases.repository.js';
import { closingNow, entriesOpen } from './entry-window.js';

/** Drawn releases: verified buyers with a card on file enter; the admin watches and may close early. */
@Injectable()
export class DrawnReleasesService {
  constructor(
    private readonly releases: DrawnReleasesRepository,
    private readonly cards: BuyerCardsRepository,
    private readonly texting: BuyerTextingRepository,
    private readonly beacons: BeaconSource,
    private readonly drawing: DrawMakingService,
  ) {}

  /** Whether a release opened now could use drand's beacon (the admin's opening option). */
  async beaconStatus(): Promise<DrawBeaconStatus> {
    const reason = await this.beacons.unavailableReason();
    return { available: reason === null, mirrors: this.beacons.mirrors, reason };
  }

  /**
   * The randomness a release opens with: the owner's choice, or when they made none drand's beacon
   * if this store has it configured, else the house's seed alone. Choosing drand where no mirror
   * answers with quicknet's chain is refused (409) rather than opening a draw that could never be
   * made: the owner then chooses again.
   */
  async openingRandomness(requested: DrawRandomness | undefined): Promise<DrawRandomness> {
    const randomness = requested ?? (this.beacons.enabled ? 'drand-quicknet' : 'house-seed-only');
    if (randomness === 'house-seed-only') return randomness;
    const reason = await this.beacons.unavailableReason();
    if (reason)
      throw new ConflictException(
        `Cannot open the draw with drand's beacon: ${reason}. Open it with the house's seed only (sale.randomness 'house-seed-only'), or try again`,
      );
    return randomness;
  }

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
    const result = await this.releases.inTransaction(async (tx) => {
      const release =
        (await this.releases.lockRelease(tx, releaseId)) ?? notFound(`No drawn release ${releaseId}`);
      if (!entriesOpen(release)) throw new ConflictException('Entries for this draw are closed');
      return this.releases.addEntry(tx, releaseId, buyerId, fingerprint);
    });
    if ('entry' in result) return result.entry;
    throw new ConflictException(
      result.repeats === 'buyer'
        ? 'This phone number has already entered this draw'
        : 'This card has already been used to enter this draw',
    );
  }

  async myEntry(releaseId: number, buyerId: string): Promise<MyDrawEntry> {
    if (!(await this.releases.exists(releaseId))) notFound(`No drawn release ${releaseId}`);
    return this.releases.myEntry(releaseId, buyerId);
  }

  list = (): Promise<AdminDrawnRelease[]> => this.releases.listForAdmin();

  async detail(releaseId: number) {
    return (await this.releases.findForAdmin(releaseId)) ?? notFound(`No drawn release ${releaseId}`);
  }

  /**
   * Closes entries now, before the advertised close (the admin's "close entries now"), and draws; a
   * release opened with drand's beacon is drawn once the round fixed at its opening is published
   * (the closer), never with another round.
   */
  async closeNow(releaseId: number, reason: string) {
    const release = (await this.releases.algorithmOf(releaseId)) ?? notFound(`No drawn release ${releaseId}`);
    if (release.algorithm === DRAW_ALGORITHM_DRAND) {
      // Entries stop now; the draw still waits for the round fixed at the opening.
      const closed = await this.releases.inTransaction(async (tx) => {
        const locked = await this.releases.lockRelease(tx, releaseId);
        if (!locked || !entriesOpen(locked)) return false;
        await this.releases.closeEntries(tx, releaseId, reason, closingNow(locked));
        return true;
      });
      if (!closed)
        throw new ConflictException(
          `Entries for drawn release ${releaseId} have already closed; its draw uses drand round ${release.beaconRound}`,
        );
    } else if (!(await this.drawing.draw(releaseId, { reason })))
      throw new ConflictException(`Drawn release ${releaseId} has already been drawn`);
    return this.detail(releaseId);
  }
}

const notFound = (message: string): never => {
  throw new NotFoundException(message);
};
