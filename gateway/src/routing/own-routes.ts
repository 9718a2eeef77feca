import type { HttpMethod } from './route-table.js';

/**
 * The /api routes the gateway answers itself rather than forwarding (the route table's are
 * forwarded): the admin session, and the API's own description. The OpenAPI document covers the
 * route table and the session routes; its tests check both lists against it.
 */
export const sessionRoutes = [
  { method: 'POST', path: '/api/auth/login' },
  { method: 'POST', path: '/api/auth/logout' },
  { method: 'GET', path: '/api/auth/me' },
] as const satisfies readonly { method: HttpMethod; path: string }[];

/** Where the OpenAPI document and its readable page are served. */
export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
