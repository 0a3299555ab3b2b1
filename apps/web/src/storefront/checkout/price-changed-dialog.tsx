import type { PriceChangedDetails } from '@shop/core/schemas/order';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { AmountRows } from '../cart/cart-summary';
import { useFormatPrice } from '../settings/use-shop-settings';

const PRICE_CHANGED_TITLE = 'Giá đã thay đổi';

/**
 * The server refused the order because today's prices give another amount than the one shown: the
 * new amounts, for the shopper to confirm (the order then goes out with them) or to look at again.
 */
export function PriceChangedDialog({
  change,
  onAccept,
  onCancel,
  busy,
}: {
  change: PriceChangedDetails | null;
  onAccept: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const formatPrice = useFormatPrice();
  return (
    <Modal
      open={change !== null}
      onClose={onCancel}
      title={PRICE_CHANGED_TITLE}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Xem lại đơn hàng
          </Button>
          <Button onClick={onAccept} loading={busy}>
            Đặt hàng với giá mới
          </Button>
        </>
      }
    >
      {change && (
        <div className="flex flex-col gap-4 text-sm">
          <p className="text-stone-700">
            Giá sản phẩm vừa được cửa hàng cập nhật. Số tiền bạn đã xem là{' '}
            <span className="font-semibold text-ink">{formatPrice(change.expectedAmount)}</span>; số tiền mới là{' '}
            <span className="font-semibold text-ink">{formatPrice(change.amount)}</span>. Đơn hàng chưa được tạo.
          </p>
          <AmountRows amounts={change} />
        </div>
      )}
    </Modal>
  );
}
