import type { OrderLookup } from '@shop/core/schemas/order';
import { AlertDialog } from '../../components/ui/alert-dialog';
import { ORDER_SUCCESS_NOTE, ORDER_SUCCESS_TITLE } from './quick-order-form';

/** "Đặt hàng thành công!" with the product(s), name, phone and the order code. */
export function OrderSuccessDialog({ order, onClose }: { order: OrderLookup | null; onClose: () => void }) {
  return (
    <AlertDialog
      open={order !== null}
      onClose={onClose}
      type="success"
      size="md"
      title={ORDER_SUCCESS_TITLE}
      message={
        order && (
          <div className="flex flex-col gap-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
              <dt className="text-stone-500">Mã đơn hàng</dt>
              <dd className="font-mono text-base font-semibold tracking-wide text-ink">{order.code}</dd>
              <dt className="text-stone-500">Sản phẩm</dt>
              <dd className="text-ink">
                <ul>
                  {order.items.map((item, i) => (
                    <li key={`${item.variantId ?? 'x'}-${i}`}>
                      {item.productName}
                      {item.variantName && ` (${item.variantName})`}
                      {item.quantity > 1 && ` × ${item.quantity}`}
                    </li>
                  ))}
                </ul>
              </dd>
              <dt className="text-stone-500">Họ tên</dt>
              <dd className="text-ink">{order.customer}</dd>
              <dt className="text-stone-500">Số điện thoại</dt>
              <dd className="text-ink">{order.phone}</dd>
            </dl>
            <p className="font-medium text-ink">{ORDER_SUCCESS_NOTE}</p>
          </div>
        )
      }
    />
  );
}
