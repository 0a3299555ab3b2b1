import { readSellerIdentity, sellerAddress } from '@shop/core/seller';
import { readSetting } from '@shop/core/schemas/setting';
import { PIECE_CONDITION_LABELS } from '@shop/core/schemas/piece';
import { warrantyConditions, type Warranty } from '@shop/core/schemas/warranty';
import { WARRANTY_KIND_LABELS } from '@shop/core/schemas/warranty';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { settingsQueryOptions } from '../../api/settings';
import { warrantyQueryOptions } from '../../api/warranty';
import { Button } from '../../components/ui/button';
import { useQrSvg } from '../../components/ui/use-qr-svg';
import { formatDate } from '../../lib/format-date';
import { LoadError } from '../components/load-error';
import { errorStatus } from '../components/no-permission';
import { BackLink } from '../components/text-link';
import { RequireRight } from '../layout/require-right';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { readStoreInfo } from '../shop/store-settings';

/** The public lookup a card's QR code opens, with the serial filled in (the buyer adds their phone). */
function warrantyLookupUrl(serial: string, origin: string = window.location.origin): string {
  return `${origin}/bao-hanh?serial=${encodeURIComponent(serial)}`;
}

/**
 * The printed warranty card (A6, Vietnamese): the shop (its name and the seller's registered address,
 * else the store address), the number, the watch and its serial, the date and place of sale, the
 * months and the last day covered, the conditions (setting `warranty.conditions`) and a QR code of
 * the public lookup.
 */
function WarrantyCard({ warranty: w }: { warranty: Warranty }) {
  const settings = useQuery(settingsQueryOptions());
  const map = settings.data ?? {};
  const store = readStoreInfo(map);
  const seller = readSellerIdentity(map);
  const shopName = store.name || seller.legalName || 'Cửa hàng';
  const address = sellerAddress(seller) || store.address;
  const conditions = warrantyConditions(readSetting(map, 'warranty.conditions'));
  const lookup = warrantyLookupUrl(w.serial);
  const qr = useQrSvg(lookup);

  return (
    <article
      aria-label={`Thẻ bảo hành ${w.code}`}
      className="warranty-card mx-auto flex max-w-[105mm] flex-col gap-2 bg-white p-5 text-[11px] leading-snug text-black shadow-sm ring-1 ring-stone-200 print:max-w-none print:p-0 print:shadow-none print:ring-0"
    >
      <header className="border-b border-stone-400 pb-2 text-center">
        <p className="text-sm font-bold uppercase">{shopName}</p>
        {seller.legalName && seller.legalName !== shopName && <p>{seller.legalName}</p>}
        {address && <p>{address}</p>}
        {store.phone && <p>Điện thoại: {store.phone}</p>}
        <h1 className="mt-2 text-base font-bold uppercase tracking-wide">Thẻ bảo hành</h1>
        <p>
          Số: <strong className="tracking-wide">{w.code}</strong>
        </p>
      </header>
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
        <dd>{address ? `${shopName}, ${address}` : shopName}</dd>
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
      <footer className="flex items-center gap-3 border-t border-stone-400 pt-2">
        {qr ? (
          <img src={qr} alt="Mã QR tra cứu bảo hành" width={88} height={88} className="size-[22mm] shrink-0" />
        ) : (
          <span className="size-[22mm] shrink-0" />
        )}
        <p>
          Quét mã QR hoặc vào <span className="break-all">{lookup.replace(/\?.*$/, '')}</span>, nhập số serial và số
          điện thoại mua hàng để tra cứu bảo hành.
        </p>
      </footer>
    </article>
  );
}

function CardScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...warrantyQueryOptions(valid ? id : 0), enabled: valid });
  const back = query.data?.orderId ? `/admin/orders/${query.data.orderId}` : '/admin/pieces';

  return (
    <div className="min-h-dvh bg-stone-100 p-4 sm:p-8 print:min-h-0 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-md items-center justify-between gap-3 print:hidden">
        <BackLink to={back}>Quay lại</BackLink>
        {query.isSuccess && (
          <Button onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            In thẻ bảo hành
          </Button>
        )}
      </div>
      {!valid || errorStatus(query.error) === 404 ? (
        <EmptyState className="mx-auto max-w-md rounded-2xl bg-white">Không tìm thấy phiếu bảo hành</EmptyState>
      ) : query.isPending ? (
        <LoadingState label="Đang tải phiếu bảo hành..." />
      ) : query.isError ? (
        <LoadError message="Không thể tải phiếu bảo hành" query={query} />
      ) : (
        <WarrantyCard warranty={query.data} />
      )}
    </div>
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
