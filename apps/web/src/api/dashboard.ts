import type { Dashboard, ReportRange, Reports } from '@shop/core/schemas/dashboard';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

const getDashboard = (signal?: AbortSignal) => apiRequest<Dashboard>('/dashboard', { signal });
/** The dashboard's reports of a range of shop days (`YYYY-MM-DD`, both included). */
const getReports = (range: ReportRange, signal?: AbortSignal) =>
  apiRequest<Reports>('/dashboard/reports', { signal, query: { from: range.from, to: range.to } });

/** The reports sit under the dashboard's key: whatever refreshes the dashboard (a new order, a status change) refreshes them. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: () => [...dashboardKeys.all, 'figures'] as const,
  reports: (range: ReportRange) => [...dashboardKeys.all, 'reports', range.from, range.to] as const,
};

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.figures(), queryFn: ({ signal }) => getDashboard(signal) });

export const reportsQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: dashboardKeys.reports(range),
    queryFn: ({ signal }) => getReports(range, signal),
    placeholderData: keepPreviousData,
  });
