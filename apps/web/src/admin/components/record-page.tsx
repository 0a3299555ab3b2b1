import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { LoadError } from './load-error';
import { errorStatus } from './no-permission';

/**
 * A record's page (a watch, a service ticket, a customer) until its record is there: Không tìm thấy
 * {what} under the back link for an unknown or malformed id (404, 400), Đang tải {what}..., or
 * Không thể tải {what} with Thử lại. `if (!query.isSuccess) return <RecordStates … />`.
 */
export function RecordStates({ query, what, back }: { query: UseQueryResult; what: string; back: ReactNode }) {
  if (errorStatus(query.error) === 404 || errorStatus(query.error) === 400) {
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        {back}
        <EmptyState className="rounded-2xl bg-white ring-1 ring-stone-200">{`Không tìm thấy ${what}`}</EmptyState>
      </div>
    );
  }
  if (query.isError) return <LoadError message={`Không thể tải ${what}`} query={query} />;
  return <LoadingState label={`Đang tải ${what}...`} />;
}

/** One fact of a record's card: its label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink">{children}</dd>
    </div>
  );
}
