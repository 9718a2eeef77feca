import { randomBytes, randomUUID } from 'node:crypto';
import {
  ConflictException,
  ForbiddenException,
  GoneException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  ServiceUnavailableException,
} from '@nestjs/common';
import type {
  Address,
  ChargeTotals,
  CheckoutForm,
  ClaimPaidAnswer,
  ClaimView,
  OpenClaim,
} from '@atelier/contracts';
import type { Logger } from 'pino';
import { BuyerCardsRepository } from '../buyer-cards/buyer-cards.repository.js';
import { BuyerPhonesRepository } from '../buyer-phones/buyer-phones.repository.js';
import { CartRepository } from '../cart/cart.repository.js';
import type { CartCheckoutTransaction } from '../database/cart-checkout-database.js';
import { confirmationPathOf } from '../checkout/checkout.service.js';
import { formatCents, formatTotals, totalsOf } from '../checkout/pricing.js';
import { orderNumber } from '../orders/order.mapper.js';
import { recipientDetailsOf } from '../orders/recipient-details.js';
import { SalesTaxCalculator } from '../tax/sales-tax-calculator.js';
import { CLAIM_SETTINGS, SERVICE_LOGGER } from '../tokens.js';
import { signClaimToken, verifyClaimToken } from './claim-link.js';
import { ClaimPayment } from './claim-payment.js';
import { type Award, type ClaimRow, ClaimsRepository } from './claims.repository.js';

export interface ClaimSettings {
  /** How long a claim link stays valid (CLAIM_HOURS). */
  claimHours: number;
  /** INTERNAL_AUTH_SECRET: the claim link's key is derived from it. */
  secret: string;
}

const pathOf = (token: string) => `/claim/${token}`;
const linesOf = (claim: ClaimRow) => [
  { productId: claim.productId, name: claim.productName, unitPrice: claim.price.toFixed(2), quantity: 1 },
];

/**
 * Claims of won pieces: one per award, a signed single-use link texted to the buyer; paying it
 * charges the card on file off-session (ClaimPayment). A link that was tampered with, has expired
 * or was already used is refused with a message that says which. The link shows the claim to
 * anyone holding it, but only the winner pays it: the buyer the gateway asserts (their session, or
 * one a code texted to their phone just made on this device) must be the claim's buyer, checked
 * here before anything is charged or stored.
 */
@Injectable()
export class ClaimsService {
  constructor(
    private readonly claims: ClaimsRepository,
    private readonly cards: BuyerCardsRepository,
    private readonly phones: BuyerPhonesRepository,
    private readonly products: CartRepository,
    private readonly payment: ClaimPayment,
    private readonly salesTax: SalesTaxCalculator,
    @Inject(CLAIM_SETTINGS) private readonly settings: ClaimSettings,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  /** catalog.piece.awarded → a claim, its link signed with the claim's own expiry. */
  /** An award becomes its claim, in the award event's inbox transaction (see piece-awarded.consumer.ts). */
  async offer(tx: CartCheckoutTransaction, award: Award): Promise<void> {
    const claimId = randomUUID();
    const expiresAt = new Date(Date.now() + this.settings.claimHours * 3_600_000);
    const token = signClaimToken(this.settings.secret, claimId, expiresAt);
    if (await this.claims.offer(tx, claimId, award, expiresAt, pathOf(token)))
      this.logger.info({ claimId, awardId: award.awardId, source: award.source }, 'claim offered');
  }

  async view(token: string): Promise<ClaimView> {
    const claim = await this.usable(token);
    const [product, phoneLast4] = await Promise.all([
      this.products.findProduct(claim.productId),
      this.phones.last4Of(claim.buyerId),
    ]);
    const totals = totalsOf(linesOf(claim));
    return {
      claimId: claim.id,
      source: claim.source as ClaimView['source'],
      productId: claim.productId,
      productName: claim.productName,
      imageUrl: product?.imageUrls[0] ?? null,
      price: formatCents(totals.subtotalCents),
      shipping: formatCents(totals.shippingCents),
      total: formatCents(totals.totalCents),
      expiresAt: claim.expiresAt.toISOString(),
      phoneLast4,
    };
  }

  /** The buyer's claims still to pay (a winner who got no text finds them on the store). */
  async mine(buyerId: string): Promise<OpenClaim[]> {
    const claims = await this.claims.openOf(buyerId);
    return claims.map((claim) => ({
      claimId: claim.id,
      source: claim.source as OpenClaim['source'],
      productId: claim.productId,
      productName: claim.productName,
      price: claim.price.toFixed(2),
      expiresAt: claim.expiresAt.toISOString(),
      // The same link as texted: its MAC covers the id and the expiry the claim keeps.
      claimPath: pathOf(signClaimToken(this.settings.secret, claim.id, claim.expiresAt)),
    }));
  }

  /** The winner filled in where to deliver: what the claim charges there, sales tax included. */
  async quoteTax(token: string, buyerId: string, address: Address): Promise<ChargeTotals> {
    const claim = await this.usable(token);
    if (claim.buyerId !== buyerId) throw await this.notTheWinner(claim);
    return formatTotals((await this.salesTax.price(linesOf(claim), address)).totals);
  }

  async pay(token: string, buyerId: string, form: CheckoutForm): Promise<ClaimPaidAnswer> {
    const claim = await this.usable(token);
    if (claim.buyerId !== buyerId) throw await this.notTheWinner(claim);
    const card = await this.cards.find(claim.buyerId);
    if (!card) throw new ConflictException('There is no card on file to charge: put a card on file first');
    const lines = linesOf(claim);
    const deliveryDetails = recipientDetailsOf(form);
    // Before anything is held or charged: a tax outage leaves the claim offered, its link unused.
    const taxed = await this.salesTax.price(lines, deliveryDetails.shippingAddress);
    const confirmationToken = randomBytes(24).toString('base64url');
    const checkout = await this.claims.startPaying(
      claim.id,
      {
        id: randomUUID(),
        holdId: randomUUID(),
        lines,
        taxed,
        holdExpiresAt: new Date(Date.now() + ClaimPayment.HOLD_SECONDS * 1000),
        confirmationToken,
        deliveryDetails,
      },
      `claim-${claim.id}`,
      card,
    );
    // Someone else used the link a moment ago, or the claim expired meanwhile.
    if (!checkout) return this.refuse((await this.claims.find(claim.id))!);
    const result = await this.payment.settle(claim, checkout, card);
    switch (result.outcome) {
      case 'paid':
        return {
          state: 'paid',
          orderNumber: orderNumber(result.orderId),
          confirmationPath: confirmationPathOf(confirmationToken),
        };
      case 'declined':
        throw new HttpException(
          `Your card on file was declined (${result.message}): the piece passes to the next in line`,
          HttpStatus.PAYMENT_REQUIRED,
        );
      case 'unavailable':
        throw new ConflictException('The piece cannot be held right now: please try the link again shortly');
      case 'pending':
        throw new ServiceUnavailableException(
          'Your payment is being finished: the order will follow shortly, do not pay again',
        );
    }
  }

  /** The claim a genuine, unexpired, unused link names. */
  private async usable(token: string): Promise<ClaimRow> {
    const check = verifyClaimToken(this.settings.secret, token);
    if (!check.ok && check.reason === 'invalid')
      throw new ForbiddenException('This claim link is not valid: it was changed or is incomplete');
    if (!check.ok)
      throw new GoneException('This claim link has expired: the piece passes to the next in line');
    const claim = await this.claims.find(check.claimId);
    if (!claim) throw new ForbiddenException('This claim link is not valid: it was changed or is incomplete');
    return claim.state === 'offered' ? claim : this.refuse(claim);
  }

  /** 403 for a verified buyer who is not the claim's: which phone must verify instead. */
  private async notTheWinner(claim: ClaimRow): Promise<ForbiddenException> {
    const last4 = await this.phones.last4Of(claim.buyerId);
    const phone = last4 ? `the phone ending ${last4}` : 'the phone this claim was texted to';
    return new ForbiddenException(
      `This claim belongs to another buyer: you are verified with a different phone. Verify ${phone} on this device to pay; nothing was charged`,
    );
  }

  private refuse(claim: ClaimRow): never {
    switch (claim.state) {
      case 'paid':
        throw new ConflictException('This claim link was already used: the piece is paid for');
      case 'paying':
        throw new ConflictException('This claim link was already used: its payment is under way');
      default:
        throw new GoneException(
          claim.lapseReason === 'payment_failed'
            ? 'This claim has lapsed: the card on file was declined and the piece passed to the next in line'
            : 'This claim link has expired: the piece passes to the next in line',
        );
    }
  }
}
