import { PIECE_CONDITION_LABELS } from '@shop/core/schemas/piece';
import { warrantyConditions, type Warranty } from '@shop/core/schemas/warranty';
import { WARRANTY_KIND_LABELS } from '@shop/core/schemas/warranty';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { warrantyQueryOptions } from '../../api/warranty';
import { formatDate } from '../../lib/format-date';
import { RequireRight } from '../layout/require-right';
import { PrintScreen, PrintedSlip, publicLookupUrl, usePrintedShop } from './printed-slip';

/**
 * The printed warranty card (A6, Vietnamese): the shop (its name and the seller's registered address,
 * else the store address), the number, the watch and its serial, the date and place of sale, the
 * months and the last day covered, the conditions (setting `warranty.conditions`) and a QR code of
 * the public lookup with the serial filled in (the buyer adds their phone).
 */
function WarrantyCard({ warranty: w }: { warranty: Warranty }) {
  const shop = usePrintedShop();
  const conditions = warrantyConditions(shop.setting('warranty.conditions'));

  return (
    <PrintedSlip
      label={`Thẻ bảo hành ${w.code}`}
      title="Thẻ bảo hành"
      code={w.code}
      lookup={publicLookupUrl({ serial: w.serial })}
      lookupText="nhập số serial và số điện thoại mua hàng để tra cứu bảo hành."
      qrAlt="Mã QR tra cứu bảo hành"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt>Sản phẩm</dt>
        <dd className="font-semibold">
          {w.brandName} · {w.productName}
          {w.variantName && ` (${w.variantName})`}
        </dd>
        <dt>Số serial</dt>
        <dd className="font-mono font-semibold">{w.serial}</dd>
        {w.reference && (
          <>
            <dt>Reference</dt>
            <dd className="font-mono">{w.reference}</dd>
          </>
        )}
        <dt>Tình trạng</dt>
        <dd>{PIECE_CONDITION_LABELS[w.condition]}</dd>
        {w.buyerName && (
          <>
            <dt>Khách hàng</dt>
            <dd>{w.buyerName}</dd>
          </>
        )}
        <dt>Ngày bán</dt>
        <dd>{formatDate(w.startDate)}</dd>
        <dt>Nơi bán</dt>
        <dd>{shop.address ? `${shop.shopName}, ${shop.address}` : shop.shopName}</dd>
        {w.orderCode && (
          <>
            <dt>Đơn hàng</dt>
            <dd>{w.orderCode}</dd>
          </>
        )}
        <dt>Bảo hành</dt>
        <dd>
          {WARRANTY_KIND_LABELS[w.kind]} · <strong>{w.months} tháng</strong>
        </dd>
        <dt>Đến hết ngày</dt>
        <dd className="font-semibold">{formatDate(w.endDate)}</dd>
      </dl>
      {w.voidedAt && (
        <p role="note" className="border border-black p-1 text-center font-bold uppercase">
          Đã hủy{w.voidReason ? `: ${w.voidReason}` : ''}
        </p>
      )}
      <section aria-label="Điều kiện bảo hành" className="border-t border-stone-400 pt-2">
        <p className="font-semibold">Điều kiện bảo hành</p>
        <ol className="list-decimal pl-4">
          {conditions.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </section>
    </PrintedSlip>
  );
}

function CardScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...warrantyQueryOptions(valid ? id : 0), enabled: valid });
  return (
    <PrintScreen
      valid={valid}
      query={query}
      back={query.data?.orderId ? `/admin/orders/${query.data.orderId}` : '/admin/pieces'}
      printLabel="In thẻ bảo hành"
      what="phiếu bảo hành"
    >
      {(w) => <WarrantyCard warranty={w} />}
    </PrintScreen>
  );
}

/** The printable warranty card (/admin/warranties/:id/print), without the back office's frame. */
export function WarrantyCardPage() {
  return (
    <RequireRight resource="pieces" what="phiếu bảo hành">
      <CardScreen />
    </RequireRight>
  );
}
