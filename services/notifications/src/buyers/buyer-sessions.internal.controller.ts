import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import {
  type BuyerSessionCheckInput,
  buyerSessionCheckInputSchema,
  type LegacyBuyerCookieExchangeInput,
  legacyBuyerCookieExchangeInputSchema,
} from '@atelier/contracts';
import { ServiceOnly, ZodValidationPipe } from '@atelier/platform';
import { BuyerSessions } from './buyer-sessions.js';

/**
 * Internal: only the gateway may call these (a signed service assertion), and its route table does
 * not list them, so no browser can reach them. The gateway asks them on buyer routes, keeping each
 * answer a few seconds (gateway/src/routing/buyer-sessions.ts). Both always answer 200 for a
 * well-formed question, so a 404 can only mean a notifications from before sessions.
 */
@Controller('internal/buyer-sessions')
@ServiceOnly('gateway')
export class BuyerSessionsInternalController {
  constructor(private readonly sessions: BuyerSessions) {}

  /** Whether the session a cookie names is open (and it is marked seen). */
  @Post('check')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async check(@Body(new ZodValidationPipe(buyerSessionCheckInputSchema)) input: BuyerSessionCheckInput) {
    return { open: await this.sessions.checkOpen(input.buyerId, input.sessionId) };
  }

  /** The session standing for a cookie made before sessions (v2); the same one at every ask. */
  @Post('exchange')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async exchange(
    @Body(new ZodValidationPipe(legacyBuyerCookieExchangeInputSchema)) input: LegacyBuyerCookieExchangeInput,
  ) {
    return {
      sessionId: await this.sessions.exchangeLegacy(input.buyerId, input.issuedAt, input.userAgent),
    };
  }
}
