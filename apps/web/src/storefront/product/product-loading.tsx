/** Loading state of the detail page: the page's boxes, so nothing moves when the product arrives. */
export function ProductLoading() {
  return (
    <div role="status" className="grid gap-6 md:grid-cols-2 md:gap-10">
      <span className="sr-only">Đang tải thông tin sản phẩm...</span>
      <div className="aspect-square animate-pulse rounded-2xl bg-sand" aria-hidden="true" />
      <div className="flex flex-col gap-4" aria-hidden="true">
        <div className="h-9 w-2/3 animate-pulse rounded-lg bg-stone-200" />
        <div className="h-4 w-24 animate-pulse rounded bg-stone-200" />
        <div className="h-8 w-full animate-pulse rounded bg-stone-200" />
        <div className="h-10 w-1/2 animate-pulse rounded bg-stone-200" />
        <div className="grid grid-cols-3 gap-2">
          <div className="h-14 animate-pulse rounded-lg bg-stone-200" />
          <div className="h-14 animate-pulse rounded-lg bg-stone-200" />
          <div className="h-14 animate-pulse rounded-lg bg-stone-200" />
        </div>
        <div className="h-12 w-full animate-pulse rounded-lg bg-stone-200" />
      </div>
    </div>
  );
}
