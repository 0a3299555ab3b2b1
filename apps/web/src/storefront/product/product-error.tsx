import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { RetryButton } from '../../components/ui/retry-button';
import { PRODUCT_NOT_FOUND_NOTE } from './product-route';

/** The product page's error state: the message, retry and back to the list, and the may-not-exist note. */
export function ProductError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-stone-200"
    >
      <AlertTriangle className="size-10 text-red-700" aria-hidden="true" />
      <h1 className="text-xl font-semibold text-ink">{message}</h1>
      <p className="text-sm text-stone-600">{PRODUCT_NOT_FOUND_NOTE}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <RetryButton onRetry={onRetry} retrying={retrying} />
        <Link to="/products" className={buttonClass('secondary')}>
          Quay lại danh sách
        </Link>
      </div>
    </div>
  );
}
