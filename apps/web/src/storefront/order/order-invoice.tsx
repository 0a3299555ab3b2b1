import type { OrderLookup } from '@shop/core/schemas/order';
import { formatDate } from '../../lib/format-date';
import { CopyButton } from './copy-button';

/** A day `YYYY-MM-DD` of the shop's calendar as `dd/MM/yyyy`. */
const shopDay = (day: string) => formatDate(`${day}T12:00:00+07:00`);

/**
 * The order's VAT invoice for the shopper (docs/selling-lawfully.md#5-vat-invoices): once issued, the provider, template,
 * series, number, day and the lookup code to find it on the provider's site; before, who it will be
 * made out to when they asked. Nothing when neither (a consumer's invoice not yet issued).
 */
export function OrderInvoice({ order }: { order: Pick<OrderLookup, 'invoice' | 'invoiceRequest'> }) {
  const { invoice, invoiceRequest } = order;
  if (!invoice && !invoiceRequest) return null;
  return (
    <div className="flex flex-col gap-3 text-sm">
      {invoice ? (
        <>
          <p className="text-stone-600">
            Hóa đơn điện tử đã được xuất. Tra cứu trên trang của {invoice.provider} bằng mã dưới đây.
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-stone-500">Mẫu số – Ký hiệu</dt>
            <dd className="text-ink">
              {invoice.template} – {invoice.series}
            </dd>
            <dt className="text-stone-500">Số hóa đơn</dt>
            <dd className="text-ink">{invoice.number}</dd>
            <dt className="text-stone-500">Ngày lập</dt>
            <dd className="text-ink">{shopDay(invoice.issuedOn)}</dd>
            <dt className="text-stone-500">Mã tra cứu</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-semibold tracking-wide text-ink">{invoice.lookupCode}</span>
              <CopyButton text={invoice.lookupCode} what="mã tra cứu hóa đơn" />
            </dd>
          </dl>
        </>
      ) : (
        <p className="text-stone-600">Hóa đơn VAT sẽ được xuất và gửi qua email sau khi đơn hàng hoàn thành.</p>
      )}
      {invoiceRequest && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-stone-500">Người mua</dt>
          <dd className="text-ink">{invoiceRequest.companyName}</dd>
          <dt className="text-stone-500">Mã số thuế</dt>
          <dd className="font-mono text-ink">{invoiceRequest.taxCode}</dd>
          <dt className="text-stone-500">Địa chỉ</dt>
          <dd className="text-ink">{invoiceRequest.address}</dd>
          <dt className="text-stone-500">Email nhận hóa đơn</dt>
          <dd className="break-all text-ink">{invoiceRequest.email}</dd>
        </dl>
      )}
    </div>
  );
}
