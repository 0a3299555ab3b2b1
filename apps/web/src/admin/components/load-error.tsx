import { CircleAlert } from 'lucide-react';
import { RetryButton } from '../../components/ui/retry-button';

/** What LoadError needs of the query that failed (a TanStack Query result). */
export interface RetryableQuery {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

/** A failed load: the message and a Thử lại button that fetches `query` again. */
export function LoadError({ message, query }: { message: string; query: RetryableQuery }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <CircleAlert className="size-8 text-red-700" aria-hidden="true" />
      <p className="text-sm font-medium text-red-800">{message}</p>
      <RetryButton variant="secondary" size="sm" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </div>
  );
}
