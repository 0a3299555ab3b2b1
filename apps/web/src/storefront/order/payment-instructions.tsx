import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type OrderLookup } from '@shop/core/schemas/order';
import { formatTimeDate } from '../../lib/format-date';
import { useFormatPrice } from '../settings/use-shop-settings';
import { CopyButton } from './copy-button';
import { SaveQrButton, VietQrCode } from './vietqr-code';

/**
 * How to pay: for a bank transfer still to pay, the VietQR code (amount and order code filled in)
 * and the same as text with copy buttons; for cash on delivery, the amount to have ready.
 */
export function PaymentInstructions({ order }: { order: OrderLookup }) {
  const formatPrice = useFormatPrice();
  const { payment } = order;

  if (order.paymentStatus !== 'unpaid') {
    return (
      <p className="text-sm text-ink">
        {PAYMENT_METHOD_LABELS[order.paymentMethod]}:{' '}
        <span className="font-semibold">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</span>.
      </p>
    );
  }
  if (order.paymentMethod === 'cod') {
    return (
      <p className="text-sm text-ink">
        {PAYMENT_METHOD_LABELS.cod}: vui lòng chuẩn bị{' '}
        <span className="font-semibold">{formatPrice(order.amount)}</span> khi nhận hàng.
      </p>
    );
  }
  if (!payment) {
    return (
      <p className="text-sm text-ink">
        {PAYMENT_METHOD_LABELS.bank_transfer}: cửa hàng sẽ gọi điện để gửi thông tin chuyển khoản cho đơn này.
      </p>
    );
  }

  const rows: [string, string, string | null][] = [
    ['Ngân hàng', payment.bankName ?? `Mã BIN ${payment.bankBin}`, null],
    ['Số tài khoản', payment.accountNumber, payment.accountNumber],
    ['Chủ tài khoản', payment.accountName, payment.accountName],
    ['Số tiền', formatPrice(payment.amount), String(payment.amount)],
    ['Nội dung chuyển khoản', payment.reference, payment.reference],
  ];
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex flex-col items-center gap-2">
        <VietQrCode
          payload={payment.qr}
          label={`Mã VietQR chuyển khoản ${formatPrice(payment.amount)} cho đơn ${order.code}`}
        />
        <p className="max-w-60 text-center text-xs text-stone-600">
          Mở ứng dụng ngân hàng, chọn quét mã QR: số tiền và nội dung đã điền sẵn. Trên điện thoại này: Lưu mã QR rồi
          chọn ảnh đó trong ứng dụng ngân hàng.
        </p>
        <SaveQrButton payload={payment.qr} orderCode={order.code} />
        {payment.payBy && (
          <p className="max-w-60 rounded-lg bg-amber-50 px-3 py-2 text-center text-sm text-ink ring-1 ring-amber-200">
            Hạn thanh toán: <span className="font-semibold">{formatTimeDate(payment.payBy)}</span>. Quá hạn, đơn tự hủy
            và sản phẩm được mở bán lại.
          </p>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <dl className="flex flex-col gap-2 text-sm">
          {rows.map(([label, value, copy]) => (
            <div key={label} className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 px-3 py-2">
              <div className="min-w-0">
                <dt className="text-xs text-stone-500">{label}</dt>
                <dd className="break-words font-semibold text-ink">{value}</dd>
              </div>
              {copy && <CopyButton text={copy} what={label.toLowerCase()} />}
            </div>
          ))}
        </dl>
        <p className="text-xs text-stone-600">
          Vui lòng chuyển đúng số tiền và giữ nguyên nội dung chuyển khoản{' '}
          <span className="font-semibold">{payment.reference}</span> để cửa hàng nhận ra đơn của bạn.
        </p>
      </div>
    </div>
  );
}
