import { Body, Controller, Get, Headers, Ip, Param, Post } from '@nestjs/common';
import { idParamSchema, type NotifySignupInput, notifySignupInputSchema } from '@atelier/contracts';
import { AdminOnly, forwardedClientAddress, ZodValidationPipe } from '@atelier/platform';
import { SignupsService } from './signups.service.js';

const itemIdPipe = new ZodValidationPipe(idParamSchema, 'coming soon item id');

/** Phone signups for sneak-peek items: the public notify form, and the admin's lists. */
@Controller('api')
export class SignupsController {
  constructor(private readonly signups: SignupsService) {}

  @Post('coming-soon/:id/notify')
  signUp(
    @Param('id', itemIdPipe) id: number,
    @Body(new ZodValidationPipe(notifySignupInputSchema)) input: NotifySignupInput,
    @Headers('x-forwarded-for') forwardedFor: string | undefined,
    @Headers('user-agent') userAgent: string | undefined,
    @Headers('referer') referer: string | undefined,
    @Ip() socketAddress: string,
  ) {
    // Behind the gateway the socket is the gateway's; its X-Forwarded-For names the visitor. Kept as
    // the consent record; signups are limited per address by the gateway (public writes).
    const ip = forwardedClientAddress(forwardedFor, socketAddress);
    return this.signups.signUp(id, input, { ip, userAgent: userAgent ?? null, referer: referer ?? null });
  }

  @Get('coming-soon/:id/signups')
  @AdminOnly()
  forItem(@Param('id', itemIdPipe) id: number) {
    return this.signups.listForItem(id);
  }

  @Get('notification-signups')
  @AdminOnly()
  all() {
    return this.signups.listAll();
  }

  @Get('unique-phone-numbers')
  @AdminOnly()
  uniqueNumbers() {
    return this.signups.uniqueNumbers();
  }
}
