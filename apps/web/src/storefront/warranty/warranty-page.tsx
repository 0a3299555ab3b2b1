// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { SERVICE_STATUS_LABELS, serviceLookupQuery } from '@shop/core/schemas/service';
import { warrantyLookupQuery, type WarrantyLookup } from '@shop/core/schemas/warranty';
import { WARRANTY_KIND_LABELS } from '@shop/core/schemas/warranty';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lookupService } from '../../api/services';
import { lookupWarranty } from '../../api/warranty';
import { formatDate } from '../../lib/format-date';
import { useDocumentTitle } from '../components/use-document-title';
import { useShopSettings } from '../settings/use-shop-settings';
import { FoundService } from './found-service';
import { KeyPhoneLookup, keyPhoneResolver } from './key-phone-lookup';
import { LookupResult } from './lookup-result';

const serialResolver = keyPhoneResolver(warrantyLookupQuery.shape.serial);
const codeResolver = keyPhoneResolver(serviceLookupQuery.shape.code);

type Tab = 'warranty' | 'service';
const TABS: { id: Tab; label: string }[] = [
  { id: 'warranty', label: 'Tra cứu bảo hành' },
  { id: 'service', label: 'Theo dõi phiếu sửa chữa' },
];

/**
 * Tra cứu bảo hành, /bao-hanh (docs/pieces.md#the-public-lookup, docs/services.md): two look-ups with
 * the customer's phone. The warranty by the watch's serial: product, serial, sale and end dates,
 * whether it still covers, and the watch's service history (`?serial=`, the QR code of the printed
 * card, fills it in). A service ticket by its code (`?code=`, the QR code of the printed receipt,
 * opens this tab with it): where the watch is, the estimate and fee. Every wrong pair gets the same
 * answer; too many tries say how long to wait.
 */
export function WarrantyPage() {
  const [params] = useSearchParams();
  const { storeName } = useShopSettings();
  const code = params.get('code') ?? '';
  const [tab, setTab] = useState<Tab>(code ? 'service' : 'warranty');
  useDocumentTitle(`${tab === 'service' ? 'Theo dõi sửa chữa' : 'Tra cứu bảo hành'} | ${storeName}`);
  const panelId = useId();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Tra cứu bảo hành</h1>
      <div role="tablist" aria-label="Loại tra cứu" className="mt-4 flex gap-2">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={panelId}
            onClick={() => setTab(t.id)}
            className={`min-h-11 rounded-full px-4 text-sm font-medium ring-1 ${
              tab === t.id ? 'bg-ink text-white ring-ink' : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel">
        {tab === 'warranty' ? (
          <>
            <p className="mt-4 text-sm text-stone-600">
              Nhập số serial của đồng hồ (in trên thẻ bảo hành) và số điện thoại đã dùng khi đặt hàng.
            </p>
            <KeyPhoneLookup
              key="warranty"
              label="Số serial"
              initialKey={params.get('serial') ?? ''}
              resolver={serialResolver}
              lookup={lookupWarranty}
            >
              {(w) => <FoundWarranty warranty={w} />}
            </KeyPhoneLookup>
          </>
        ) : (
          <>
            <p className="mt-4 text-sm text-stone-600">
              Nhập mã phiếu tiếp nhận (in trên phiếu, bắt đầu bằng BH) và số điện thoại đã để lại khi gửi đồng hồ.
            </p>
            <KeyPhoneLookup
              key="service"
              label="Mã phiếu tiếp nhận"
              placeholder="VD: BH000012"
              initialKey={code}
              resolver={codeResolver}
              lookup={lookupService}
            >
              {(s) => <FoundService service={s} />}
            </KeyPhoneLookup>
          </>
        )}
      </div>
    </div>
  );
}

function FoundWarranty({ warranty: w }: { warranty: WarrantyLookup }) {
  const state = w.covered ? 'Còn bảo hành' : w.voided ? 'Không còn bảo hành (đã hủy)' : 'Đã hết hạn bảo hành';
  return (
    <LookupResult
      title={`Phiếu bảo hành ${w.code}`}
      icon={w.covered ? ShieldCheck : ShieldOff}
      tone={w.covered ? 'good' : 'closed'}
      status={state}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-500">Sản phẩm</dt>
        <dd className="text-ink">
          {w.brandName} · {w.productName}
        </dd>
        <dt className="text-stone-500">Số serial</dt>
        <dd className="font-mono text-ink">{w.serial}</dd>
        <dt className="text-stone-500">Ngày mua</dt>
        <dd className="text-ink">{formatDate(w.saleDate)}</dd>
        <dt className="text-stone-500">Bảo hành</dt>
        <dd className="text-ink">
          {WARRANTY_KIND_LABELS[w.kind]} · {w.months} tháng
        </dd>
        <dt className="text-stone-500">Hết hạn</dt>
        <dd className="font-semibold text-ink">{formatDate(w.endDate)}</dd>
      </dl>
      <div>
        <h3 className="font-semibold text-ink">Lịch sử bảo hành, sửa chữa</h3>
        {w.serviceHistory.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">Đồng hồ chưa lần nào bảo hành hoặc sửa chữa tại cửa hàng.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {w.serviceHistory.map((s) => (
              <li key={s.code}>
                {formatDate(s.receivedAt)} · {s.code} · {SERVICE_STATUS_LABELS[s.status]}
              </li>
            ))}
          </ul>
        )}
      </div>
    </LookupResult>
  );
}
