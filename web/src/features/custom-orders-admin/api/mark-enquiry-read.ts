import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pieceEnquirySchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { pieceEnquiriesQueryKey } from './get-piece-enquiries';

export const markEnquiryRead = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(apiRoute('PATCH /api/piece-enquiries/:id/mark-read', { id }), {
    csrfToken,
    schema: pieceEnquirySchema,
  });

export function useMarkEnquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEnquiryRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pieceEnquiriesQueryKey }),
  });
}
