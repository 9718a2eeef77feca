import { addressLimitKey } from '@atelier/platform';
import type { FastifyRequest } from 'fastify';

/**
 * Whose open streams count together against LIVE_STREAMS_PER_ADDRESS: the client's address as
 * Fastify reads it (X-Forwarded-For is believed only from TRUSTED_PROXIES), keyed like every other
 * per-address limit (IPv4-mapped to IPv4, IPv6 by its /64).
 */
export const streamClientKey = (req: FastifyRequest): string => addressLimitKey(req.ip);
