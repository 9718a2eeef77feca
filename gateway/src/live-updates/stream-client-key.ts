import type { FastifyRequest } from 'fastify';

/**
 * Whose open streams count together against LIVE_STREAMS_PER_ADDRESS: the client's address as
 * Fastify reads it (X-Forwarded-For is believed only from TRUSTED_PROXIES). The one place that
 * says so, to be pointed at the shared address normaliser (IPv4-mapped to IPv4, IPv6 by /64).
 */
export const streamClientKey = (req: FastifyRequest): string => req.ip;
