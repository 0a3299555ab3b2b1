import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** What LoadError needs of the query that failed (a TanStack Query result). */
export interface RetryableQuery {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

/** A failed load: the message and a Thử lại button that fetches `query` again. */
export function LoadError({ message, query }: { message: string; query: RetryableQuery }) {
  const retrying = query.isFetching;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <CircleAlert className="size-8 text-red-700" aria-hidden="true" />
      <p className="text-sm font-medium text-red-800">{message}</p>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={retrying}>
        {!retrying && <RefreshCw className="size-4" aria-hidden="true" />}
        Thử lại
      </Button>
    </div>
  );
}
