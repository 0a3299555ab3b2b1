import { useQuery } from '@tanstack/react-query';
import { healthQueryOptions } from '../../api/settings';
import { cn } from '../../lib/cn';

export type ApiStatus = 'checking' | 'connected' | 'disconnected';

const API_STATUS_LABELS: Record<ApiStatus, string> = {
  checking: 'Đang kiểm tra kết nối API...',
  connected: 'API đã kết nối',
  disconnected: 'Mất kết nối API',
};

const DOTS: Record<ApiStatus, string> = {
  checking: 'bg-amber-500 motion-safe:animate-pulse',
  connected: 'bg-emerald-600',
  disconnected: 'bg-red-600',
};

const TONES: Record<ApiStatus, string> = {
  checking: 'bg-amber-50 text-amber-900 ring-amber-200',
  connected: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  disconnected: 'bg-red-50 text-red-900 ring-red-200',
};

/** GET /api/health, re-checked every 30 s: checking, then connected or disconnected. */
function useApiStatus(): ApiStatus {
  const health = useQuery(healthQueryOptions());
  if (health.isPending) return 'checking';
  return health.isError ? 'disconnected' : 'connected';
}

/** The API connection badge of the settings header; announced when it changes. */
export function ApiStatusBadge() {
  const status = useApiStatus();
  return (
    <p
      role="status"
      className={cn(
        'inline-flex items-center gap-2 self-start rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset sm:self-auto',
        TONES[status],
      )}
    >
      <span className={cn('size-2.5 rounded-full', DOTS[status])} aria-hidden="true" />
      {API_STATUS_LABELS[status]}
    </p>
  );
}
