import { BadRequestException } from '@nestjs/common';
import { SESSION_ID_HEADER, sessionIdSchema } from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The shopper's session for a cart call: the X-Session-Id header the web always sends, or
 * ?sessionId= (the spec's GET). When both are given they must agree.
 */
export function sessionOf(req: FastifyRequest): string {
  const header = req.headers[SESSION_ID_HEADER];
  const query = (req.query as Record<string, unknown> | undefined)?.sessionId;
  const given = [header, query].filter((value) => value !== undefined);
  if (given.length === 0)
    throw new BadRequestException('sessionId is required (X-Session-Id header or ?sessionId=)');
  if (given.length === 2 && given[0] !== given[1])
    throw new BadRequestException('The X-Session-Id header and ?sessionId= name different sessions');
  const parsed = sessionIdSchema.safeParse(given[0]);
  if (!parsed.success) throw new BadRequestException(parsed.error.issues[0]!.message);
  return parsed.data;
}
