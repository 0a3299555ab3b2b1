import { CURRENCIES, type CurrencyCode } from '@shop/core/constants';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { settingsQueryOptions } from '../../api/settings';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { LoadError } from '../components/load-error';
import { useAlert } from '../components/use-alert';
import { LoadingBlock } from '../permissions/load-states';
import { setting, useSaveSettings } from './save-settings';
import { settingsFailure } from './settings-failure';
import { ReadOnlyNote, SettingsSection } from './settings-section';

export const SYSTEM_MESSAGES = {
  saved: 'Đã lưu cài đặt tiền tệ',
  failed: 'Lỗi khi lưu cài đặt',
  hint: 'Vui lòng kiểm tra máy chủ API đang chạy ở cổng 3001 và kết nối cơ sở dữ liệu ổn định.',
} as const;

type Currency = (typeof CURRENCIES)[number];
const currencyOf = (code: string | undefined): Currency => CURRENCIES.find((c) => c.code === code) ?? CURRENCIES[0];

/** Hệ thống: the currency (VND default, USD, EUR, JPY) saved as currency.code / .symbol / .name. */
export function SystemTab({ canChange }: { canChange: boolean }) {
  const settings = useQuery(settingsQueryOptions());
  if (settings.isPending) return <LoadingBlock label="Đang tải cài đặt..." />;
  if (settings.isError) {
    return (
      <LoadError
        message="Không thể tải cài đặt"
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return <CurrencyForm current={currencyOf(settings.data['currency.code'])} canChange={canChange} />;
}

function CurrencyForm({ current, canChange }: { current: Currency; canChange: boolean }) {
  const { saveAll, saving } = useSaveSettings();
  const { showAlert, alertDialog } = useAlert();
  const [chosen, setChosen] = useState<CurrencyCode>(current.code);

  async function save() {
    const c = currencyOf(chosen);
    const { errors } = await saveAll([
      setting('currency.code', c.code),
      setting('currency.symbol', c.symbol),
      setting('currency.name', c.name),
    ]);
    if (errors.length > 0) showAlert(settingsFailure(errors, SYSTEM_MESSAGES.failed, SYSTEM_MESSAGES.hint));
    else toast.success(SYSTEM_MESSAGES.saved);
  }

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <SettingsSection
        title="Tiền tệ"
        description="Cách hiển thị giá trong cửa hàng (ký hiệu, số lẻ). Giá được nhập theo tiền tệ này và không được quy đổi."
      >
        <fieldset>
          <legend className="sr-only">Chọn tiền tệ</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {CURRENCIES.map((c) => (
              <label
                key={c.code}
                className={cn(
                  'flex items-center gap-3 rounded-xl p-3 ring-1 transition-colors',
                  chosen === c.code ? 'bg-primary-soft ring-2 ring-ink' : 'bg-white ring-stone-200',
                  canChange ? 'cursor-pointer hover:bg-stone-50' : 'cursor-default',
                )}
              >
                <input
                  type="radio"
                  name="currency"
                  value={c.code}
                  checked={chosen === c.code}
                  disabled={!canChange}
                  onChange={() => setChosen(c.code)}
                  className="size-5 accent-primary-ink"
                />
                <span
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-lg font-semibold text-ink"
                  aria-hidden="true"
                >
                  {c.symbol}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{c.code}</span>
                  <span className="block text-sm text-stone-600">
                    {c.name} ({c.symbol})
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {canChange ? (
          <Button onClick={() => void save()} loading={saving} disabled={chosen === current.code} className="mt-5">
            {!saving && <Save className="size-4" aria-hidden="true" />}
            {saving ? 'Đang lưu...' : 'Lưu cài đặt'}
          </Button>
        ) : (
          <ReadOnlyNote />
        )}
      </SettingsSection>
      <aside
        aria-labelledby="current-currency-title"
        className="rounded-2xl bg-ink p-5 text-ivory shadow-sm"
        data-surface="dark"
      >
        <h3 id="current-currency-title" className="text-sm font-semibold uppercase tracking-wide text-ivory/70">
          Tiền tệ hiện tại
        </h3>
        <p className="mt-3 text-4xl font-semibold text-primary">{current.symbol}</p>
        <dl className="mt-3 space-y-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ivory/70">Mã</dt>
            <dd className="font-semibold">{current.code}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ivory/70">Tên</dt>
            <dd className="font-semibold">{current.name}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ivory/70">Ký hiệu</dt>
            <dd className="font-semibold">{current.symbol}</dd>
          </div>
        </dl>
      </aside>
      {alertDialog}
    </div>
  );
}
