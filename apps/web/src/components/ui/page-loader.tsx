import { LoaderCircle } from 'lucide-react';

/** Full-height centred spinner with a visible, announced label. */
export function PageLoader({ label = 'Đang tải...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-ivory text-stone-600">
      <LoaderCircle className="size-8 animate-spin text-primary-ink" aria-hidden="true" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
