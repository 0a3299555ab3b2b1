import type { ReportRange, Reports } from '@shop/core/schemas/dashboard';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { orderKeys } from './orders';

/** The dashboard's reports of a range of shop days (`YYYY-MM-DD`, both included). */
const getReports = (range: ReportRange, signal?: AbortSignal) =>
  apiRequest<Reports>('/dashboard/reports', { signal, query: { from: range.from, to: range.to } });

/** Under the dashboard's key, so whatever refreshes the dashboard (a new order, a status change) refreshes them. */
const reportKeys = {
  range: (range: ReportRange) => [...orderKeys.dashboard(), 'reports', range.from, range.to] as const,
};

export const reportsQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.range(range),
    queryFn: ({ signal }) => getReports(range, signal),
    placeholderData: keepPreviousData,
  });
