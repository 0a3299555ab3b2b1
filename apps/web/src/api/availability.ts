import type { Availability, VariantAvailability } from '@shop/core/schemas/variant';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './client';

const getAvailability = (ids: readonly number[], signal?: AbortSignal) =>
  apiRequest<Availability>('/product-variants/availability', { auth: false, query: { ids: [...ids] }, signal });

/**
 * What can be ordered of these variants now (`GET /api/product-variants/availability`): asked each
 * time a page that needs it opens (the product page, the cart), never kept from an earlier visit,
 * since orders change it. Not loaded on the server: a rendered page never carries stock.
 */
const noSubscription = () => () => {};

export function useAvailability(variantIds: readonly number[]) {
  // False in a server render (and while hydrating), true once the page runs in the browser.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const ids = [...new Set(variantIds)].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: ['availability', ids] as const,
    queryFn: ({ signal }) => getAvailability(ids, signal),
    // Asked in the browser only: the server render leaves it out (a rendered page never carries stock).
    enabled: ids.length > 0 && inBrowser,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
  const byVariant = new Map<number, VariantAvailability>(query.data?.variants.map((v) => [v.variantId, v]) ?? []);
  return {
    /** Undefined until the answer came (or when it failed: the server still checks at Đặt Hàng). */
    of: (variantId: number): VariantAvailability | undefined =>
      query.data ? (byVariant.get(variantId) ?? { variantId, productId: 0, stock: 0, max: 0, low: false }) : undefined,
    maxQuantityPerLine: query.data?.maxQuantityPerLine,
    /** The answer itself (the same object until a new answer comes), undefined before. */
    answer: query.data,
  };
}
