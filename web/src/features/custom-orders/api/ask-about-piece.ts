import { useMutation } from '@tanstack/react-query';
import { type PieceEnquiryInput, pieceEnquiryReceiptSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/** 'Ask about this piece': a short question about one piece, mailed to the owner. */
export const askAboutPiece = ({ productId, question }: { productId: number; question: PieceEnquiryInput }) =>
  apiRequest(apiRoute('POST /api/products/:id/enquiries', { id: productId }), {
    body: question,
    schema: pieceEnquiryReceiptSchema,
  });

export const useAskAboutPiece = () => useMutation({ mutationFn: askAboutPiece });
