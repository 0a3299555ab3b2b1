import { LoaderCircle } from 'lucide-react';

/** An announced spinner for a section that is loading. */
export function LoadingBlock({ label = 'Đang tải...' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-2 py-12 text-stone-600">
      <LoaderCircle className="size-7 animate-spin text-primary-ink" aria-hidden="true" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
