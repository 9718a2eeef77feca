import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pieceEnquirySchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { pieceEnquiriesQueryKey } from './get-piece-enquiries';

export const markEnquiryRead = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(`/api/piece-enquiries/${id}/mark-read`, {
    method: 'PATCH',
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
