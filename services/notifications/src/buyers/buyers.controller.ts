import { Body, Controller, Get, Header, Headers, HttpCode, Ip, Post, Res } from '@nestjs/common';
import {
  type ConfirmBuyerVerificationInput,
  confirmBuyerVerificationInputSchema,
  type StartBuyerVerificationInput,
  startBuyerVerificationInputSchema,
} from '@atelier/contracts';
import {
  BuyerOnly,
  buyerCookieHeader,
  CurrentBuyer,
  forwardedClientAddress,
  signBuyerCookie,
  ZodValidationPipe,
} from '@atelier/platform';
import type { FastifyReply } from 'fastify';
import { BuyerVerification } from './buyer-verification.js';
import { BuyerCookieSecret } from './buyer-cookie-secret.js';

/**
 * Buyer verification: a texted code proves the phone, and the answer sets the buyer's signed,
 * httpOnly cookie (the gateway reads it on buyer routes and asserts the buyer to each service).
 */
@Controller('api/buyers')
export class BuyersController {
  constructor(
    private readonly verification: BuyerVerification,
    private readonly cookieSecret: BuyerCookieSecret,
  ) {}

  @Post('verification')
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  start(
    @Body(new ZodValidationPipe(startBuyerVerificationInputSchema)) input: StartBuyerVerificationInput,
    @Headers('x-forwarded-for') forwardedFor: string | undefined,
    @Ip() socketAddress: string,
  ) {
    // Behind the gateway the socket is the gateway's; its X-Forwarded-For names the visitor.
    return this.verification.start(input.phoneNumber, forwardedClientAddress(forwardedFor, socketAddress));
  }

  @Post('verification/confirm')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async confirm(
    @Body(new ZodValidationPipe(confirmBuyerVerificationInputSchema)) input: ConfirmBuyerVerificationInput,
    @Headers('x-forwarded-proto') proto: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const buyer = await this.verification.confirm(input.verificationId, input.code, input.name);
    const cookie = signBuyerCookie(this.cookieSecret.value, buyer.buyerId);
    reply.header('set-cookie', buyerCookieHeader(cookie, proto === 'https'));
    return buyer;
  }

  @Get('me')
  @BuyerOnly()
  @Header('cache-control', 'no-store')
  me(@CurrentBuyer() buyerId: string) {
    return this.verification.current(buyerId);
  }

  @Post('sign-out')
  @HttpCode(204)
  @Header('cache-control', 'no-store')
  signOut(
    @Headers('x-forwarded-proto') proto: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    reply.header('set-cookie', buyerCookieHeader(null, proto === 'https'));
  }
}
