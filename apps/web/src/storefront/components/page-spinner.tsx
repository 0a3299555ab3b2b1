import { LoaderCircle } from 'lucide-react';

/** Loading state of a storefront page inside the layout (keeps the footer below the fold). */
export function PageSpinner({ label = 'Đang tải...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[70vh] flex-col items-center justify-center gap-3 text-stone-600">
      <LoaderCircle className="size-8 animate-spin text-primary-ink" aria-hidden="true" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
