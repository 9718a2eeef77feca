import { useMutation } from '@tanstack/react-query';
import { type CustomOrderInput, customOrderSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';

export const submitCustomOrder = (request: CustomOrderInput) =>
  apiRequest('/api/custom-orders', { method: 'POST', body: request, schema: customOrderSchema });

export const useSubmitCustomOrder = () => useMutation({ mutationFn: submitCustomOrder });
