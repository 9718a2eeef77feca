import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
// The SDK's webhook module alone: the whole SDK (its REST client) costs ~6 MB of heap at rest.
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import { TwilioWebhookSettings } from './twilio-webhook-settings.js';

/**
 * Accepts a Twilio callback only with a valid X-Twilio-Signature: an HMAC of the public URL Twilio
 * called (PUBLIC_ORIGIN + the path, as the gateway forwards it unchanged) and the form fields,
 * checked by the SDK's own validateRequest. Without an auth token nothing can be verified, so
 * every callback is refused.
 */
@Injectable()
export class TwilioSignatureGuard implements CanActivate {
  constructor(private readonly settings: TwilioWebhookSettings) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const signature = request.headers['x-twilio-signature'];
    if (!this.settings.authToken)
      throw new ForbiddenException('Twilio callbacks are refused: no Twilio auth token is configured');
    if (typeof signature !== 'string') throw new ForbiddenException('Missing X-Twilio-Signature');
    const url = new URL(request.url, this.settings.publicOrigin).toString();
    const params = (request.body ?? {}) as Record<string, string>;
    if (!validateRequest(this.settings.authToken, signature, url, params))
      throw new ForbiddenException('Invalid X-Twilio-Signature');
    return true;
  }
}
