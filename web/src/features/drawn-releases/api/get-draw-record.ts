import { queryOptions, useQuery } from '@tanstack/react-query';
import { drawRecordSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/** The public record of a draw: every entry id and, once drawn, the seed and the order. */
export const drawRecordRoute = (releaseId: number) =>
  apiRoute('GET /api/drawn-releases/:id/draw', { id: releaseId });

export const drawRecordQueryOptions = (releaseId: number) =>
  queryOptions({
    queryKey: ['drawn-releases', 'record', releaseId],
    queryFn: ({ signal }) => apiGet(drawRecordRoute(releaseId), drawRecordSchema, signal),
  });

export const useDrawRecord = (releaseId: number, enabled: boolean) =>
  useQuery({ ...drawRecordQueryOptions(releaseId), enabled });
