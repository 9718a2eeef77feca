import type { z } from 'zod';
import { apiRequest, type SchemaSource } from '@/lib/api-client';

/** What an admin form saves: a new record (no id) or the one with this id. */
export type SaveVariables<Input> = { id?: number; input: Input; csrfToken: string };

/**
 * POSTs a new record to `path`, or sends the one with an id to `path/id` with `updateMethod` (PUT
 * where the API replaces the record, PATCH where it takes the same body as POST). Answers the saved
 * record, parsed with `schema`.
 */
export const saveRecord = <S extends z.ZodType, Input>(
  path: string,
  updateMethod: 'PUT' | 'PATCH',
  schema: S,
  { id, input, csrfToken }: SaveVariables<Input>,
) =>
  apiRequest<S>(id === undefined ? path : `${path}/${id}`, {
    method: id === undefined ? 'POST' : updateMethod,
    body: input,
    csrfToken,
    schema: schema as SchemaSource<Exclude<S, undefined>>,
  });
