// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { warrantyLookupQuery, type WarrantyLookup } from '@shop/core/schemas/warranty';
import { WARRANTY_KIND_LABELS } from '@shop/core/schemas/warranty';
import { ShieldCheck, ShieldOff, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useFindWarranty } from '../../api/warranty';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatDate } from '../../lib/format-date';
import { formResolver } from '../../lib/form-resolver';
import { useCountdown } from '../../lib/use-countdown';
import { PhoneField } from '../components/phone-field';
import { useDocumentTitle } from '../components/use-document-title';
import { useShopSettings } from '../settings/use-shop-settings';
import { lookupFailure, retryAfterOf } from '../track-order/lookup-form';

interface WarrantyFormInput {
  serial: string;
  phone: string;
}
const resolver = formResolver<WarrantyFormInput, z.output<typeof warrantyLookupQuery>>(warrantyLookupQuery);

/**
 * Tra cứu bảo hành, /bao-hanh (docs/pieces.md#the-public-lookup): the watch's serial and the phone the
 * order was placed with show the warranty: product, serial, sale and end dates, whether it still
 * covers, and the watch's service history. `?serial=` fills in the serial (the QR code of the printed
 * card links here with it). Every wrong pair gets the same answer; too many tries say how long to wait.
 */
export function WarrantyPage() {
  const [params] = useSearchParams();
  const { storeName } = useShopSettings();
  useDocumentTitle(`Tra cứu bảo hành | ${storeName}`);
  const wait = useCountdown();
  const [found, setFound] = useState<WarrantyLookup | null>(null);
  const { register, handleSubmit, formState } = useForm<WarrantyFormInput, unknown, WarrantyFormInput>({
    resolver,
    defaultValues: { serial: params.get('serial') ?? '', phone: '' },
  });
  const find = useFindWarranty({
    onError: (error) => {
      const seconds = retryAfterOf(error);
      if (seconds) wait.start(seconds);
    },
  });
  const submit = handleSubmit((values) => {
    if (wait.secondsLeft > 0 || find.isPending) return;
    setFound(null);
    find.mutate(values, { onSuccess: setFound });
  });
  // The order lookup's texts: the server's one 404 message, the wait after too many tries (the same words).
  const failure = find.isError && lookupFailure(find.error, wait.secondsLeft);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Tra cứu bảo hành</h1>
      <p className="mt-2 text-sm text-stone-600">
        Nhập số serial của đồng hồ (in trên thẻ bảo hành) và số điện thoại đã dùng khi đặt hàng.
      </p>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="mt-6 grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <TextField
          label="Số serial"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          error={formState.errors.serial?.message}
          {...register('serial')}
        />
        <PhoneField error={formState.errors.phone?.message} {...register('phone')} />
        <Button type="submit" className="sm:mt-7" loading={find.isPending} disabled={wait.secondsLeft > 0}>
          <Search className="size-4" aria-hidden="true" />
          Tra cứu
        </Button>
        {failure && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 sm:col-span-3"
          >
            {failure}
          </p>
        )}
      </form>
      {found && <FoundWarranty warranty={found} />}
    </div>
  );
}

function FoundWarranty({ warranty: w }: { warranty: WarrantyLookup }) {
  const headingId = useId();
  const Icon = w.covered ? ShieldCheck : ShieldOff;
  const state = w.covered ? 'Còn bảo hành' : w.voided ? 'Không còn bảo hành (đã hủy)' : 'Đã hết hạn bảo hành';
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-ink">
        Phiếu bảo hành {w.code}
      </h2>
      <p
        className={`flex items-center gap-2 rounded-lg px-3 py-2 font-semibold ${
          w.covered ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-stone-100 text-stone-700'
        }`}
      >
        <Icon className="size-5" aria-hidden="true" />
        {state}
      </p>
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
                {formatDate(s.receivedAt)} · {s.code} · {s.status}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
