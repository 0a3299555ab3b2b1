import {
  KNOWN_SETTING_VALUES,
  SETTINGS,
  readSetting,
  settingResource,
  type SettingsMap,
} from '@shop/core/schemas/setting';
import { VIETQR_BANKS } from '@shop/core/vietqr';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { usePermissions } from '../../auth/use-permissions';
import { staffSettingsQueryOptions } from '../../api/settings';
import { TextField } from '../../components/ui/text-field';
import { LoadError } from '../components/load-error';
import { SelectField } from '../components/select-field';
import { useAlert } from '../components/use-alert';
import { useMoney } from '../components/use-money';
import { LoadingBlock } from '../permissions/load-states';
import { setting, useSaveSettings } from './save-settings';
import { partialSaveFailure } from './settings-failure';
import { SaveSettingsBar, SettingsSection } from './settings-section';
import { useUnsavedChangesGuard } from './unsaved-changes';

/** Form field names (react-hook-form reads dots as nesting, so the keys are mapped). */
const FIELDS = {
  shippingFee: 'checkout.shippingFee',
  freeShippingOver: 'checkout.freeShippingOver',
  bankBin: 'payment.bankBin',
  accountNumber: 'payment.accountNumber',
  accountName: 'payment.accountName',
  lowStockThreshold: 'inventory.lowStockThreshold',
} as const;
type FieldName = keyof typeof FIELDS;
type CheckoutValues = Record<FieldName, string>;
const NAMES = Object.keys(FIELDS) as FieldName[];
/** How the changed-fields line names each field (as its label does). */
const LABELS: Record<FieldName, string> = {
  shippingFee: 'Phí giao hàng',
  freeShippingOver: 'Miễn phí giao hàng cho đơn trên',
  bankBin: 'Ngân hàng',
  accountNumber: 'Số tài khoản',
  accountName: 'Tên chủ tài khoản',
  lowStockThreshold: 'Ngưỡng báo sắp hết hàng',
};

const CHECKOUT_SETTINGS_MESSAGES = {
  saved: 'Đã lưu cài đặt thanh toán và giao hàng',
  partial: (n: number) => `${n} cài đặt không thể lưu`,
  bankIncomplete: 'Nhập đủ ngân hàng, số tài khoản và tên chủ tài khoản, hoặc để trống cả ba',
} as const;

/** The core's rule for the key (the server checks the same), else true. */
function validate(key: string, value: string): true | string {
  const rule = KNOWN_SETTING_VALUES[key];
  if (!rule) return true;
  const result = rule.safeParse(value);
  return result.success || (result.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
}

/** The stored values as the form shows them (numbers as digits, defaults where nothing is stored). */
function initialValues(map: SettingsMap): CheckoutValues {
  return Object.fromEntries(NAMES.map((name) => [name, String(readSetting(map, FIELDS[name]))])) as CheckoutValues;
}

/**
 * Thanh Toán & Giao Hàng: the delivery fee and the free-delivery threshold, the bank account that
 * receives transfers (VietQR; bank transfer is offered only when all three are set), and the low-stock
 * threshold of the dashboard. Saving needs the right these keys are declared with (the shop's).
 */
export function CheckoutTab() {
  const settings = useQuery(staffSettingsQueryOptions());
  if (settings.isPending) return <LoadingBlock label="Đang tải cài đặt thanh toán..." />;
  if (settings.isError) {
    return (
      <LoadError
        message="Không thể tải cài đặt thanh toán"
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return <CheckoutForm initial={initialValues(settings.data)} />;
}

function CheckoutForm({ initial }: { initial: CheckoutValues }) {
  const money = useMoney();
  const { can } = usePermissions();
  const canChange = NAMES.every((name) => can(settingResource(FIELDS[name]), 'change'));
  const { saveAll, saving } = useSaveSettings();
  const { showAlert, alertDialog } = useAlert();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, dirtyFields, isDirty },
  } = useForm<CheckoutValues>({ defaultValues: initial });
  const guard = useUnsavedChangesGuard(isDirty);
  const changed = NAMES.filter((name) => dirtyFields[name]).map((name) => LABELS[name]);
  const changedHint = (name: FieldName) => (dirtyFields[name] ? 'Đã thay đổi' : undefined);
  const [fee, over] = useWatch({ control, name: ['shippingFee', 'freeShippingOver'] });
  const feeNumber = Number(fee);
  const overNumber = Number(over);

  const submit = handleSubmit(async (values) => {
    const { failed, errors: failures } = await saveAll(
      NAMES.map((name) => ({
        ...setting(FIELDS[name], values[name].trim()),
        description: SETTINGS[FIELDS[name]].description,
      })),
    );
    if (failed === 0) {
      reset(values);
      toast.success(CHECKOUT_SETTINGS_MESSAGES.saved);
    } else {
      showAlert(partialSaveFailure(failures, CHECKOUT_SETTINGS_MESSAGES.partial(failed)));
    }
  });

  const rule = (name: FieldName) => ({ validate: (v: string) => validate(FIELDS[name], v.trim()) });
  // The three bank fields go together: a partial account would show the shopper a QR that cannot be paid.
  const bankRule = (name: FieldName) => ({
    validate: (v: string, all: CheckoutValues) => {
      const own = validate(FIELDS[name], v.trim());
      if (own !== true) return own;
      const set = [all.bankBin, all.accountNumber, all.accountName].filter((x) => x.trim() !== '').length;
      return set === 0 || set === 3 || !v.trim() ? true : CHECKOUT_SETTINGS_MESSAGES.bankIncomplete;
    },
  });

  return (
    <SettingsSection
      title="Thanh Toán & Giao Hàng"
      description="Phí giao hàng, tài khoản nhận chuyển khoản (mã VietQR) và ngưỡng báo sắp hết hàng."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">Giao hàng</legend>
          <TextField
            label="Phí giao hàng (đ)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            readOnly={!canChange}
            error={errors.shippingFee?.message}
            hint={changedHint('shippingFee')}
            {...register('shippingFee', rule('shippingFee'))}
          />
          <TextField
            label="Miễn phí giao hàng cho đơn trên (đ)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            readOnly={!canChange}
            hint={changedHint('freeShippingOver') ?? '0 = luôn miễn phí giao hàng'}
            error={errors.freeShippingOver?.message}
            {...register('freeShippingOver', rule('freeShippingOver'))}
          />
          {Number.isFinite(feeNumber) && Number.isFinite(overNumber) && over !== '' && fee !== '' && (
            <p className="text-sm text-stone-600 sm:col-span-2">
              {overNumber === 0
                ? 'Mọi đơn hàng được miễn phí giao hàng.'
                : `Đơn có tạm tính trên ${money(overNumber)} được miễn phí giao hàng; đơn khác trả ${money(feeNumber)}.`}
            </p>
          )}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">
            Chuyển khoản ngân hàng
          </legend>
          <SelectField
            label="Ngân hàng"
            disabled={!canChange}
            hint={changedHint('bankBin') ?? 'Để trống cả ba ô để không nhận chuyển khoản'}
            error={errors.bankBin?.message}
            {...register('bankBin', bankRule('bankBin'))}
          >
            <option value="">Không nhận chuyển khoản</option>
            {!VIETQR_BANKS.some((b) => b.bin === initial.bankBin) && initial.bankBin && (
              <option value={initial.bankBin}>BIN {initial.bankBin}</option>
            )}
            {VIETQR_BANKS.map((b) => (
              <option key={`${b.bin}-${b.shortName}`} value={b.bin}>
                {b.shortName} — {b.name} ({b.bin})
              </option>
            ))}
          </SelectField>
          <TextField
            label="Số tài khoản"
            autoComplete="off"
            readOnly={!canChange}
            error={errors.accountNumber?.message}
            hint={changedHint('accountNumber')}
            {...register('accountNumber', bankRule('accountNumber'))}
          />
          <TextField
            label="Tên chủ tài khoản"
            autoComplete="off"
            readOnly={!canChange}
            placeholder="VD: CONG TY TNHH DONG HO"
            className="sm:col-span-2"
            error={errors.accountName?.message}
            hint={changedHint('accountName')}
            {...register('accountName', bankRule('accountName'))}
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">Tồn kho</legend>
          <TextField
            label="Ngưỡng báo sắp hết hàng"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            readOnly={!canChange}
            hint={
              changedHint('lowStockThreshold') ?? 'Bảng điều khiển liệt kê các phiên bản có tồn kho từ số này trở xuống'
            }
            error={errors.lowStockThreshold?.message}
            {...register('lowStockThreshold', rule('lowStockThreshold'))}
          />
        </fieldset>

        <SaveSettingsBar canChange={canChange} changed={changed} saving={saving} label="Lưu tất cả" />
      </form>
      {alertDialog}
      {guard.dialog}
    </SettingsSection>
  );
}
