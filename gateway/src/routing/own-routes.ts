import { apiRoutes, type RouteKey } from '@atelier/contracts/api';
import { methodAndPath } from './route-table.js';

/**
 * The /api routes the gateway answers itself rather than forwarding (the route table's are
 * forwarded): the admin session (declared with the others in libs/contracts/src/api/api-routes.ts,
 * service 'gateway'), and the API's own description.
 */
export const sessionRoutes = Object.entries(apiRoutes)
  .filter(([, declared]) => declared.service === 'gateway')
  .map(([key, declared]) => ({ ...methodAndPath(key as RouteKey), access: declared.access }));

/** Where the OpenAPI document and its readable page are served. */
export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
