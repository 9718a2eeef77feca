import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Headers,
  HttpCode,
  Ip,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  type ConfirmBuyerVerificationInput,
  confirmBuyerVerificationInputSchema,
  type StartBuyerVerificationInput,
  startBuyerVerificationInputSchema,
} from '@atelier/contracts';
import {
  BUYER_ASSERTION_HEADER,
  BUYER_SESSION_ASSERTION_HEADER,
  BuyerOnly,
  type BuyerSessionRef,
  buyerCookieHeader,
  CurrentBuyerSession,
  forwardedClientAddress,
  signBuyerCookie,
  verifyBuyerAssertion,
  verifyBuyerSessionAssertion,
  ZodValidationPipe,
} from '@atelier/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BuyerSessions } from './buyer-sessions.js';
import { BuyerVerification } from './buyer-verification.js';
import { BuyerCookieSecret } from './buyer-cookie-secret.js';

/**
 * Buyer verification: a texted code proves the phone, opens a session for this device and the
 * answer sets the buyer's signed, httpOnly cookie naming it (the gateway reads it on buyer routes,
 * checks the session is open and asserts the buyer and the session to each service). The buyer's
 * sessions are theirs to list and end here; each of these routes checks the session is open itself
 * too (the gateway's answer may be a few seconds old).
 */
@Controller('api/buyers')
export class BuyersController {
  constructor(
    private readonly verification: BuyerVerification,
    private readonly cookieSecret: BuyerCookieSecret,
    private readonly sessions: BuyerSessions,
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
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const buyer = await this.verification.confirm(input.verificationId, input.code, input.name);
    const now = new Date();
    const sessionId = await this.sessions.open(buyer.buyerId, userAgent, now);
    const cookie = signBuyerCookie(this.cookieSecret.value, buyer.buyerId, sessionId, now.getTime());
    reply.header('set-cookie', buyerCookieHeader(cookie, proto === 'https'));
    return buyer;
  }

  @Get('me')
  @BuyerOnly()
  @Header('cache-control', 'no-store')
  async me(@CurrentBuyerSession() { buyerId, sessionId }: BuyerSessionRef) {
    await this.sessions.requireOpen(buyerId, sessionId);
    return this.verification.current(buyerId);
  }

  /**
   * Ends this device's session and clears both cookies. Public (a browser whose cookie is no longer
   * valid signs out as well: 204, cookies cleared): the gateway passes the buyer and session
   * assertions when the cookie names an open session, and only then is there one to end.
   */
  @Post('sign-out')
  @HttpCode(204)
  @Header('cache-control', 'no-store')
  async signOut(
    @Req() req: FastifyRequest,
    @Headers('x-forwarded-proto') proto: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const request = { method: req.method, url: req.url };
    const buyer = verifyBuyerAssertion(this.cookieSecret.value, req.headers[BUYER_ASSERTION_HEADER], request);
    if (buyer.ok) {
      const session = verifyBuyerSessionAssertion(
        this.cookieSecret.value,
        req.headers[BUYER_SESSION_ASSERTION_HEADER],
        request,
        buyer.buyerId,
      );
      if (session.ok) await this.sessions.end(buyer.buyerId, session.sessionId, 'signed-out');
    }
    reply.header('set-cookie', buyerCookieHeader(null, proto === 'https'));
  }

  @Get('me/sessions')
  @BuyerOnly()
  @Header('cache-control', 'no-store')
  async listSessions(@CurrentBuyerSession() { buyerId, sessionId }: BuyerSessionRef) {
    await this.sessions.requireOpen(buyerId, sessionId);
    return { sessions: await this.sessions.list(buyerId, sessionId) };
  }

  /** Ends every session of the buyer, this one included (its cookies are cleared). */
  @Post('me/sessions/sign-out-everywhere')
  @BuyerOnly()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async signOutEverywhere(
    @CurrentBuyerSession() { buyerId, sessionId }: BuyerSessionRef,
    @Headers('x-forwarded-proto') proto: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.sessions.requireOpen(buyerId, sessionId);
    const ended = await this.sessions.endAll(buyerId);
    reply.header('set-cookie', buyerCookieHeader(null, proto === 'https'));
    return { ended };
  }

  /** Ends one of the buyer's sessions (another device's; this one's signs this browser out). 404 for anyone else's. */
  @Delete('me/sessions/:id')
  @BuyerOnly()
  @HttpCode(204)
  @Header('cache-control', 'no-store')
  async endSession(
    @CurrentBuyerSession() { buyerId, sessionId }: BuyerSessionRef,
    @Param('id', new ZodValidationPipe(z.uuid({ error: 'id must be a session id (a UUID)' }), 'session id'))
    id: string,
    @Headers('x-forwarded-proto') proto: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.sessions.requireOpen(buyerId, sessionId);
    if (id === sessionId) {
      await this.sessions.end(buyerId, id, 'signed-out');
      reply.header('set-cookie', buyerCookieHeader(null, proto === 'https'));
      return;
    }
    await this.sessions.endOwn(buyerId, id);
  }
}
