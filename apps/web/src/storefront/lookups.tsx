import { useLocation } from 'react-router';
import { TrackOrderPage } from './track-order/track-order-page';
import { WarrantyPage } from './warranty/warranty-page';

/**
 * The shopper's look-up pages, one lazy chunk and one route component: Tra cứu bảo hành at /bao-hanh,
 * else Tra cứu đơn hàng (/track-order). They share their form code; together they keep the
 * storefront's first JavaScript within its budget (apps/web/e2e/storefront-budget.e2e.ts).
 */
export function LookupPage() {
  return useLocation().pathname.startsWith('/bao-hanh') ? <WarrantyPage /> : <TrackOrderPage />;
}
