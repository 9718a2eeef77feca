import { queryOptions, useQuery } from '@tanstack/react-query';
import { loggedMailSchema, loggedMailsSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

// Under ['admin', ...] so logging out clears it from the cache.
export const loggedMailsQueryKey = ['admin', 'logged-mails'] as const;

export const loggedMailsQueryOptions = () =>
  queryOptions({
    queryKey: loggedMailsQueryKey,
    queryFn: ({ signal }) => apiGet(apiRoute('GET /api/mail/logged-mails'), loggedMailsSchema, signal),
  });

export const useLoggedMails = () => useQuery(loggedMailsQueryOptions());

export const loggedMailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...loggedMailsQueryKey, id],
    queryFn: ({ signal }) =>
      apiGet(apiRoute('GET /api/mail/logged-mails/:id', { id }), loggedMailSchema, signal),
  });

export const useLoggedMail = (id: number) => useQuery(loggedMailQueryOptions(id));
