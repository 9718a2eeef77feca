import { HttpException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const JSON_MEDIA_TYPE = 'application/json';

/** Route config (Fastify's, set by Nest's @RouteConfig or the gateway's route table). */
export interface ContentTypeRouteConfig {
  /** Media types this route's body may have instead of JSON ('*': any, checked by the handler). */
  acceptedContentTypes?: readonly string[];
}

/**
 * Lets one route take a body that is not JSON: Twilio's form-encoded callbacks, multipart uploads.
 * Every other route of every app accepts JSON only (see refuseNonJsonBodies).
 */
export const AcceptsContentTypes = (...types: string[]) =>
  RouteConfig({ acceptedContentTypes: types } satisfies ContentTypeRouteConfig);

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

const carriesBody = (req: FastifyRequest) =>
  req.headers['content-type'] !== undefined ||
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Writes accept JSON only: anything else is a 415 before the body is read. A browser sends a
 * cross-site form (urlencoded, multipart, text/plain) without asking first, but never a JSON body,
 * so this closes cross-site form posts to public writes and to the admin's sign-in, in the gateway
 * and again in every service. It runs just before the body would be read, after the route's own
 * access checks (an anonymous call to an admin route is a 401 whatever it sends).
 */
export function refuseNonJsonBodies(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    if (!carriesBody(req)) return;
    const config = req.routeOptions.config as ContentTypeRouteConfig | undefined;
    const accepted = config?.acceptedContentTypes ?? [JSON_MEDIA_TYPE];
    const contentType = req.headers['content-type'] ?? '';
    if (accepted.includes('*') || accepted.includes(mediaTypeOf(contentType))) return;
    throw new HttpException(
      { message: `Unsupported content type ${JSON.stringify(contentType)}: send ${accepted.join(' or ')}` },
      415,
    );
  });
}
