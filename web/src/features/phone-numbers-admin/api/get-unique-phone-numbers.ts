import { queryOptions, useQuery } from '@tanstack/react-query';
import { uniquePhoneNumberSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

export const getUniquePhoneNumbers = (signal?: AbortSignal) =>
  apiGet(apiRoute('GET /api/unique-phone-numbers'), uniquePhoneNumberSchema.array(), signal);

export const uniquePhoneNumbersQueryKey = ['admin', 'unique-phone-numbers'] as const;

export const uniquePhoneNumbersQueryOptions = () =>
  queryOptions({
    queryKey: uniquePhoneNumbersQueryKey,
    queryFn: ({ signal }) => getUniquePhoneNumbers(signal),
  });

export const useUniquePhoneNumbers = () => useQuery(uniquePhoneNumbersQueryOptions());
