import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  catalogReportSchema,
  type ReportQuery,
  salesReportSchema,
  signupsReportSchema,
} from '@atelier/contracts/reports';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

const search = ({ period, timeZone }: ReportQuery) => new URLSearchParams({ period, timeZone });

// Under ['admin', ...] so logging out clears them from the cache.
export const reportsQueryKey = ['admin', 'reports'] as const;

/** Revenue by month and each product's sales (cart-checkout). */
export const salesReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'sales', query],
    queryFn: ({ signal }) =>
      apiGet(apiRoute('GET /api/reports/sales', { query: search(query) }), salesReportSchema, signal),
    // A new period keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

/** Products, collections, auction results and drawn releases (catalog). */
export const catalogReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'catalog', query],
    queryFn: ({ signal }) =>
      apiGet(apiRoute('GET /api/reports/catalog', { query: search(query) }), catalogReportSchema, signal),
    placeholderData: keepPreviousData,
  });

/** Text-me signups per sneak peek, with the product each became (notifications). */
export const signupsReportQueryOptions = () =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'signups'],
    queryFn: ({ signal }) => apiGet(apiRoute('GET /api/reports/signups'), signupsReportSchema, signal),
  });

/** The three services' reports; each report on screen waits only for those it joins. */
export function useReports(query: ReportQuery) {
  return {
    sales: useQuery(salesReportQueryOptions(query)),
    catalog: useQuery(catalogReportQueryOptions(query)),
    signups: useQuery(signupsReportQueryOptions()),
  };
}
