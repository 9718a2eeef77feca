import { Body, Controller, Get, Header, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import {
  type BeginPaymentInput,
  beginPaymentInputSchema,
  type CheckoutConfig,
  type CheckoutTaxInput,
  checkoutTaxInputSchema,
  createCartPaymentIntentInputSchema,
  createPaymentIntentInputSchema,
  orderConfirmationQuerySchema,
  type ProcessPaymentInput,
  processPaymentInputSchema,
} from '@atelier/contracts';
import { addressLimitKey, BuyerOptional, OptionalBuyer, ZodValidationPipe } from '@atelier/platform';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionOf } from '../cart/session-of.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { CHECKOUT_SETTINGS, PAYMENT_PROVIDER } from '../tokens.js';
import { type CheckoutRules, CheckoutService } from './checkout.service.js';
import { PaymentCompletionService } from './payment-completion.service.js';

/**
 * The spec's payment calls, the runtime payment config, and the purchase confirmation. `req.ip` is
 * the shopper's address: the gateway sets X-Forwarded-For, believed only from TRUSTED_PROXIES. Holds
 * are capped per address as addressLimitKey counts it (an IPv6 /64 is one shopper).
 */
@Controller('api')
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly completion: PaymentCompletionService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CHECKOUT_SETTINGS) private readonly rules: CheckoutRules,
  ) {}

  /** The spec's body has no session: the web sends it in X-Session-Id, as on every cart call. */
  @Post('create-payment-intent')
  @HttpCode(200)
  forProduct(
    @Req() req: FastifyRequest,
    @Body(new ZodValidationPipe(createPaymentIntentInputSchema))
    input: z.infer<typeof createPaymentIntentInputSchema>,
  ) {
    return this.checkout.forProduct(sessionOf(req), addressLimitKey(req.ip), input.productId);
  }

  @Post('create-cart-payment-intent')
  @HttpCode(200)
  forCart(
    @Req() req: FastifyRequest,
    @Body(new ZodValidationPipe(createCartPaymentIntentInputSchema))
    input: z.infer<typeof createCartPaymentIntentInputSchema>,
  ) {
    return this.checkout.forCart(input.sessionId, addressLimitKey(req.ip));
  }

  @Post('process-payment')
  @HttpCode(200)
  process(@Body(new ZodValidationPipe(processPaymentInputSchema)) input: ProcessPaymentInput) {
    return this.completion.process(input);
  }

  /**
   * The shopper pressed Pay: see CheckoutService.beginPayment. A verified buyer signed in on this
   * browser (the gateway asserts them, checked here) is recorded on the checkout: the order is theirs.
   */
  @Post('checkout/begin-payment')
  @BuyerOptional()
  @HttpCode(200)
  beginPayment(
    @Body(new ZodValidationPipe(beginPaymentInputSchema)) input: BeginPaymentInput,
    @OptionalBuyer() buyerId: string | null,
  ) {
    return this.checkout.beginPayment(input, buyerId);
  }

  /** The delivery address is filled in: the sales tax it owes, for the page to show (nothing stored). */
  @Post('checkout/tax')
  @HttpCode(200)
  quoteTax(@Body(new ZodValidationPipe(checkoutTaxInputSchema)) input: CheckoutTaxInput) {
    return this.checkout.quoteTax(input);
  }

  @Get('checkout/config')
  config(): CheckoutConfig {
    return {
      provider: this.provider.name,
      publishableKey: this.provider.publishableKey,
      holdMinutes: this.rules.holdMinutes,
      holdMinutesBeforePayment: this.rules.holdMinutesBeforePayment,
    };
  }

  @Get('checkout/confirmation')
  @Header('Cache-Control', 'private, no-store')
  confirmation(
    @Query(new ZodValidationPipe(orderConfirmationQuerySchema, 'query'))
    query: z.infer<typeof orderConfirmationQuerySchema>,
  ) {
    return this.completion.confirmation(query.paymentIntentId, query.sessionId);
  }
}
