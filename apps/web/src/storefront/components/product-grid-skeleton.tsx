/** Placeholder cards while products load (same box as ProductCard, so nothing moves). */
export function ProductGridSkeleton({ count, className }: { count: number; className: string }) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
          <div className="aspect-square animate-pulse bg-sand" />
          <div className="flex flex-col gap-2 p-3 sm:p-4">
            <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200" />
            <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
            <div className="mt-2 h-8 w-1/2 animate-pulse rounded bg-stone-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
