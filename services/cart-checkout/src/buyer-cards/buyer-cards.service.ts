import {
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { BuyerCard, BuyerCardSetup, ConfirmBuyerCardInput } from '@atelier/contracts';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { SimulatedPaymentProvider } from '../payments/simulated-payment-provider.js';
import { PAYMENT_PROVIDER } from '../tokens.js';
import { BuyerCardsRepository, toBuyerCard } from './buyer-cards.repository.js';

/**
 * A verified buyer puts a card on file: the provider takes it (SetupIntent), and the store keeps it
 * only once the provider's own record says it was saved for this very buyer. One card makes one
 * buyer: a card already on file for someone else is refused.
 */
@Injectable()
export class BuyerCardsService {
  constructor(
    private readonly cards: BuyerCardsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async mine(buyerId: string): Promise<BuyerCard> {
    const row = await this.cards.find(buyerId);
    if (!row) throw new NotFoundException('No card on file yet');
    return toBuyerCard(row);
  }

  async startSetup(buyerId: string): Promise<BuyerCardSetup> {
    const current = await this.cards.find(buyerId);
    const setup = await this.provider.createSetup(buyerId, current?.customerId ?? null);
    return {
      provider: this.provider.name,
      setupIntentId: setup.id,
      clientSecret: setup.clientSecret,
      publishableKey: this.provider.publishableKey,
    };
  }

  async confirm(buyerId: string, input: ConfirmBuyerCardInput): Promise<BuyerCard> {
    if (this.provider instanceof SimulatedPaymentProvider) {
      if (!input.cardNumber) throw new UnprocessableEntityException('cardNumber is required for a test card');
      const result = await this.provider.vault.confirmSetup(input.setupIntentId, buyerId, input.cardNumber);
      if (result.outcome === 'unknown') throw new NotFoundException('No such card setup');
      if (result.outcome === 'declined') throw new HttpException(result.message, HttpStatus.PAYMENT_REQUIRED);
    } else if (input.cardNumber) {
      throw new UnprocessableEntityException(
        'cardNumber is not accepted: Stripe takes the card in its own form',
      );
    }
    const lookup = await this.provider.savedCardOf(input.setupIntentId);
    // Another buyer's setup is answered as unknown: its existence is not this buyer's business.
    if (lookup.status === 'pending')
      throw new ConflictException('The card is not confirmed yet: finish entering it first');
    if (lookup.status === 'unknown' || lookup.buyerId !== buyerId)
      throw new NotFoundException('No such card setup');
    const saved = await this.cards.save(buyerId, this.provider.name, lookup.customerId, lookup.card);
    if (saved.outcome === 'taken')
      throw new ConflictException(
        'This card is already on file for another buyer: one phone and one card make one buyer',
      );
    return saved.card;
  }
}
