import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** A failed load: the message and a Thử lại button. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <CircleAlert className="size-8 text-red-700" aria-hidden="true" />
      <p className="text-sm font-medium text-red-800">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {!retrying && <RefreshCw className="size-4" aria-hidden="true" />}
        Thử lại
      </Button>
    </div>
  );
}
