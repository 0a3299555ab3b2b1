import { CURRENCIES, type CurrencyCode } from '@shop/core/constants';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { settingsQueryOptions } from '../../api/settings';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { cn } from '../../lib/cn';
import { LoadError } from '../components/load-error';
import { useAlert } from '../components/use-alert';
import { LoadingState } from '../layout/screen-state';
import { useSaveSettings } from '../../api/settings-writes';
import { setting } from './save-settings';
import { SecuritySection } from './security-section';
import { settingsFailure } from './settings-failure';
import { ReadOnlyNote, SettingsSection } from './settings-section';
import { ChangedFields, useUnsavedChangesGuard } from './unsaved-changes';

type Currency = (typeof CURRENCIES)[number];

const SYSTEM_MESSAGES = {
  saved: 'Đã lưu cài đặt tiền tệ',
  failed: 'Lỗi khi lưu cài đặt',
  hint: 'Vui lòng kiểm tra máy chủ API đang chạy ở cổng 3001 và kết nối cơ sở dữ liệu ổn định.',
  confirmTitle: 'Đổi tiền tệ?',
  confirmButton: 'Đổi tiền tệ',
  /** Switching the currency changes how prices are shown, never the prices themselves. */
  confirm: (from: Currency, to: Currency) =>
    `Đổi tiền tệ từ ${from.code} (${from.name}) sang ${to.code} (${to.name})? Giá sản phẩm không được quy đổi: ` +
    `mỗi giá giữ nguyên con số đã nhập và được hiển thị bằng ${to.code} (${to.symbol}).`,
};

const currencyOf = (code: string | undefined): Currency => CURRENCIES.find((c) => c.code === code) ?? CURRENCIES[0];

/**
 * Hệ thống: the currency (VND default, USD, EUR, JPY) saved as currency.code / .symbol / .name, and
 * Bảo mật (two-step sign-in required of admins).
 */
export function SystemTab({ canChange }: { canChange: boolean }) {
  const settings = useQuery(settingsQueryOptions());
  if (settings.isPending) return <LoadingState label="Đang tải cài đặt..." />;
  if (settings.isError) {
    return <LoadError message="Không thể tải cài đặt" query={settings} />;
  }
  return (
    <div className="space-y-5">
      <CurrencyForm current={currencyOf(settings.data['currency.code'])} canChange={canChange} />
      <SecuritySection />
    </div>
  );
}

function CurrencyForm({ current, canChange }: { current: Currency; canChange: boolean }) {
  const { saveAll, saving } = useSaveSettings();
  const { showAlert, alertDialog } = useAlert();
  const [chosen, setChosen] = useState<CurrencyCode>(current.code);
  const [confirming, setConfirming] = useState(false);
  const dirty = chosen !== current.code;
  const guard = useUnsavedChangesGuard(dirty);
  const next = currencyOf(chosen);

  async function save() {
    setConfirming(false);
    const c = next;
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
          <div className="mt-5 space-y-3">
            <ChangedFields labels={dirty ? ['Tiền tệ'] : []} />
            <Button onClick={() => setConfirming(true)} loading={saving} disabled={!dirty}>
              {!saving && <Save className="size-4" aria-hidden="true" />}
              {saving ? 'Đang lưu...' : 'Lưu cài đặt'}
            </Button>
          </div>
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
      {guard.dialog}
      <ConfirmDialog
        open={confirming}
        type="warning"
        title={SYSTEM_MESSAGES.confirmTitle}
        message={SYSTEM_MESSAGES.confirm(current, next)}
        confirmText={SYSTEM_MESSAGES.confirmButton}
        onClose={() => setConfirming(false)}
        onConfirm={save}
      />
    </div>
  );
}
