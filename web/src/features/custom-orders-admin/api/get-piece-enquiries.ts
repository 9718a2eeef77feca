import { queryOptions, useQuery } from '@tanstack/react-query';
import { pieceEnquirySchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

export const getPieceEnquiries = (signal?: AbortSignal) =>
  apiGet(apiRoute('GET /api/piece-enquiries'), pieceEnquirySchema.array(), signal);

// Under ['admin', ...] so logging out clears it from the cache.
export const pieceEnquiriesQueryKey = ['admin', 'piece-enquiries'] as const;

export const pieceEnquiriesQueryOptions = () =>
  queryOptions({ queryKey: pieceEnquiriesQueryKey, queryFn: ({ signal }) => getPieceEnquiries(signal) });

export const usePieceEnquiries = () => useQuery(pieceEnquiriesQueryOptions());
