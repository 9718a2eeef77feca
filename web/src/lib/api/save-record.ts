import type { z } from 'zod';
import { apiRequest, type SchemaSource } from '@/lib/api-client';
import type { ApiRoute } from '@/lib/api-route';

/** What an admin form saves: a new record (no id) or the one with this id. */
export type SaveVariables<Input> = { id?: number; input: Input; csrfToken: string };

/** A record's two writes: the POST that creates one, and the PUT or PATCH of the one with an id. */
export type SaveRoutes = { create: ApiRoute<'POST'>; update: (id: number) => ApiRoute<'PUT' | 'PATCH'> };

/**
 * Creates a new record, or sends the one with an id to its update route (PUT where the API replaces
 * the record, PATCH where it takes the same body as POST). Answers the saved record, parsed with
 * `schema`.
 */
export const saveRecord = <S extends z.ZodType, Input>(
  routes: SaveRoutes,
  schema: S,
  { id, input, csrfToken }: SaveVariables<Input>,
) =>
  apiRequest<S>(id === undefined ? routes.create : routes.update(id), {
    body: input,
    csrfToken,
    schema: schema as SchemaSource<Exclude<S, undefined>>,
  });
