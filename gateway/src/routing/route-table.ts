import {
  type Access,
  apiRoutes,
  type HttpMethod,
  type RouteDeclaration,
  type RouteKey,
  type ServiceName,
  UPLOAD_BODY_LIMIT,
} from '@atelier/contracts/api';

export { type Access, type HttpMethod, type ServiceName, UPLOAD_BODY_LIMIT };

/** A route the gateway forwards: its declaration's routing part (see libs/contracts/src/api/api-routes.ts). */
export type Route = Pick<
  RouteDeclaration,
  | 'access'
  | 'bodyLimit'
  | 'streamBody'
  | 'contentTypes'
  | 'liveUpdates'
  | 'announcesLive'
  | 'endsBuyerSessions'
> & {
  method: HttpMethod;
  path: string;
  service: ServiceName;
};

/** The method and path a route's key names. */
export function methodAndPath(key: RouteKey): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

/**
 * Every /api route the gateway forwards, made from the routes declared once in
 * libs/contracts/src/api/api-routes.ts (those the gateway answers itself are in own-routes.ts).
 */
export const routeTable: Route[] = Object.entries(apiRoutes).flatMap(([key, declared]) => {
  if (declared.service === 'gateway') return [];
  const {
    service,
    access,
    bodyLimit,
    streamBody,
    contentTypes,
    liveUpdates,
    announcesLive,
    endsBuyerSessions,
  } = declared;
  return [
    {
      ...methodAndPath(key as RouteKey),
      service,
      access,
      ...(bodyLimit ? { bodyLimit } : {}),
      ...(streamBody ? { streamBody } : {}),
      ...(contentTypes ? { contentTypes } : {}),
      ...(liveUpdates ? { liveUpdates } : {}),
      ...(announcesLive ? { announcesLive } : {}),
      ...(endsBuyerSessions ? { endsBuyerSessions } : {}),
    },
  ];
});

/**
 * Uploaded media (`/uploads/<key>`), public and owned by admin-media. Unlike /api reads these are
 * not kept in the edge cache (files, up to a video's size) and keep the service's own headers: each
 * key names a file written once, so it is cacheable for a year (immutable), with byte ranges for video.
 */
export const mediaRoutes = [
  { method: 'GET', path: '/uploads/:key', service: 'admin-media', access: 'public' },
] as const satisfies readonly Route[];
