import { useMutation } from '@tanstack/react-query';
import { type CustomOrderInput, customOrderSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

export const submitCustomOrder = (request: CustomOrderInput) =>
  apiRequest(apiRoute('POST /api/custom-orders'), { body: request, schema: customOrderSchema });

export const useSubmitCustomOrder = () => useMutation({ mutationFn: submitCustomOrder });
