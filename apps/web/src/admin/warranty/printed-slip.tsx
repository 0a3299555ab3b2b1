import { readSellerIdentity, sellerAddress } from '@shop/core/seller';
import { readSetting, type SettingKey } from '@shop/core/schemas/setting';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { settingsQueryOptions } from '../../api/settings';
import { Button } from '../../components/ui/button';
import { useQrSvg } from '../../components/ui/use-qr-svg';
import { LoadError } from '../components/load-error';
import { errorStatus } from '../components/no-permission';
import { BackLink } from '../components/text-link';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { readStoreInfo } from '../shop/store-settings';

// The small printed slips of the back office (A6, Vietnamese): the warranty card and the service
// desk's receipt share their frame, the shop's header and the QR code of the public lookup.

/** The public page a slip's QR code opens (`/bao-hanh?serial=…`, `/bao-hanh?code=…`). */
export function publicLookupUrl(query: Record<string, string>, origin: string = window.location.origin): string {
  return `${origin}/bao-hanh?${new URLSearchParams(query).toString()}`;
}

/** The shop as a slip names it: its name (else the seller's legal name), address, phone; and the setting `key`. */
export function usePrintedShop() {
  const settings = useQuery(settingsQueryOptions());
  const map = settings.data ?? {};
  const store = readStoreInfo(map);
  const seller = readSellerIdentity(map);
  const shopName = store.name || seller.legalName || 'Cửa hàng';
  return {
    shopName,
    legalName: seller.legalName && seller.legalName !== shopName ? seller.legalName : null,
    address: sellerAddress(seller) || store.address,
    phone: store.phone,
    setting: <K extends SettingKey>(key: K) => readSetting(map, key),
  };
}

/** The slip: the shop's header, the title and number, then its body and the QR footer. */
export function PrintedSlip({
  label,
  title,
  code,
  lookup,
  lookupText,
  qrAlt,
  children,
}: {
  label: string;
  title: string;
  code: string;
  lookup: string;
  /** What the customer types after scanning (the QR's caption ends with it). */
  lookupText: string;
  qrAlt: string;
  children: ReactNode;
}) {
  const shop = usePrintedShop();
  const qr = useQrSvg(lookup);
  return (
    <article
      aria-label={label}
      className="warranty-card mx-auto flex max-w-[105mm] flex-col gap-2 bg-white p-5 text-[11px] leading-snug text-black shadow-sm ring-1 ring-stone-200 print:max-w-none print:p-0 print:shadow-none print:ring-0"
    >
      <header className="border-b border-stone-400 pb-2 text-center">
        <p className="text-sm font-bold uppercase">{shop.shopName}</p>
        {shop.legalName && <p>{shop.legalName}</p>}
        {shop.address && <p>{shop.address}</p>}
        {shop.phone && <p>Điện thoại: {shop.phone}</p>}
        <h1 className="mt-2 text-base font-bold uppercase tracking-wide">{title}</h1>
        <p>
          Số: <strong className="tracking-wide">{code}</strong>
        </p>
      </header>
      {children}
      <footer className="flex items-center gap-3 border-t border-stone-400 pt-2">
        {qr ? (
          <img src={qr} alt={qrAlt} width={88} height={88} className="size-[22mm] shrink-0" />
        ) : (
          <span className="size-[22mm] shrink-0" />
        )}
        <p>
          Quét mã QR hoặc vào <span className="break-all">{lookup.replace(/\?.*$/, '')}</span>, {lookupText}
        </p>
      </footer>
    </article>
  );
}

/** The print page's frame, without the back office's menu: back, print, and the slip once loaded. */
export function PrintScreen<T>({
  valid,
  query,
  back,
  printLabel,
  what,
  children,
}: {
  valid: boolean;
  query: UseQueryResult<T>;
  back: string;
  printLabel: string;
  /** "phiếu bảo hành", "phiếu tiếp nhận". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-stone-100 p-4 sm:p-8 print:min-h-0 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-md items-center justify-between gap-3 print:hidden">
        <BackLink to={back}>Quay lại</BackLink>
        {query.isSuccess && (
          <Button onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {printLabel}
          </Button>
        )}
      </div>
      {!valid || errorStatus(query.error) === 404 ? (
        <EmptyState className="mx-auto max-w-md rounded-2xl bg-white">Không tìm thấy {what}</EmptyState>
      ) : query.isPending ? (
        <LoadingState label={`Đang tải ${what}...`} />
      ) : query.isError ? (
        <LoadError message={`Không thể tải ${what}`} query={query} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}
