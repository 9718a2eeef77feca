import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { collectionSchema, type Collection, type CollectionInput } from '@atelier/contracts';
import { allCollectionsQueryKey } from '@/lib/api/get-all-collections';
import { saveRecord, type SaveVariables } from '@/lib/api/save-record';
import { apiRoute } from '@/lib/api-route';

export type SaveCollectionVariables = SaveVariables<CollectionInput>;

/** POST a new collection, or PUT the full collection when it has an id. */
export const saveCollection = (variables: SaveCollectionVariables) =>
  saveRecord(
    {
      create: apiRoute('POST /api/collections'),
      update: (id) => apiRoute('PUT /api/collections/:id', { id }),
    },
    collectionSchema,
    variables,
  );

// The storefront's active list changes with any admin edit, so refresh both.
export const invalidateCollections = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: allCollectionsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['collections'] }),
  ]);

export function useSaveCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCollection, onSuccess: () => invalidateCollections(queryClient) });
}

/** The PUT body for a collection read from the API, with some fields changed. */
export const toInput = (c: Collection, changes: Partial<CollectionInput> = {}): CollectionInput => ({
  name: c.name,
  description: c.description,
  season: c.season,
  year: c.year,
  releaseDate: c.releaseDate,
  collectionType: c.collectionType,
  coverImageUrl: c.coverImageUrl,
  isActive: c.isActive,
  isArchived: c.isArchived,
  ...changes,
});
