import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Post,
  type RawBodyRequest,
  Req,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { InvalidWebhookError, type PaymentProvider } from '../payments/payment-provider.js';
import { RefundsService } from '../refunds/refunds.service.js';
import { PAYMENT_PROVIDER } from '../tokens.js';
import { FulfilmentService } from './fulfilment.service.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';

// A failed attempt (payment_intent.payment_failed) keeps the hold: the shopper may try another card
// until it expires. Success and cancellation settle the checkout.
const SETTLING = new Set(['payment_intent.succeeded', 'payment_intent.canceled']);

/**
 * Stripe's webhook: the source of truth for fulfilment, and for refunds made in Stripe's own
 * dashboard (charge.refunded: the payment's refunds, as Stripe lists them, each recorded once). The signature is checked over the raw body
 * (the gateway forwards it untouched); an event id already handled is acknowledged and skipped.
 * The id is recorded only after the handling succeeded, so a failure makes Stripe retry.
 */
@Controller('api/webhooks')
export class StripeWebhookController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly fulfilment: FulfilmentService,
    private readonly refunds: RefundsService,
    private readonly seen: WebhookEventsRepository,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  async receive(@Req() req: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string) {
    if (!req.rawBody) throw new BadRequestException('Webhook body is missing');
    let event;
    try {
      event = this.provider.parseWebhook(req.rawBody, signature);
    } catch (error) {
      if (error instanceof InvalidWebhookError) throw new BadRequestException(error.message);
      throw error;
    }
    if (await this.seen.has(event.id)) return { received: true, duplicate: true };
    if (SETTLING.has(event.type) && event.paymentIntentId)
      await this.fulfilment.fulfil(event.paymentIntentId);
    if (event.type === 'charge.refunded' && event.paymentIntentId)
      await this.refunds.reconcile(event.paymentIntentId);
    await this.seen.record(event.id, event.type);
    return { received: true };
  }
}
