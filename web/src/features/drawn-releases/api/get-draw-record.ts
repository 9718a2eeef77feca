import { queryOptions, useQuery } from '@tanstack/react-query';
import { drawRecordSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';

/** The public record of a draw: every entry id and, once drawn, the seed and the order. */
export const drawRecordPath = (releaseId: number) => `/api/drawn-releases/${releaseId}/draw`;

export const drawRecordQueryOptions = (releaseId: number) =>
  queryOptions({
    queryKey: ['drawn-releases', 'record', releaseId],
    queryFn: ({ signal }) => apiGet(drawRecordPath(releaseId), drawRecordSchema, signal),
  });

export const useDrawRecord = (releaseId: number, enabled: boolean) =>
  useQuery({ ...drawRecordQueryOptions(releaseId), enabled });
