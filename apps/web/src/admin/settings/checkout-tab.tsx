import {
  KNOWN_SETTING_VALUES,
  SETTINGS,
  readSetting,
  settingResource,
  type SettingsMap,
} from '@shop/core/schemas/setting';
import { VIETQR_BANKS } from '@shop/core/vietqr';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { usePermissions } from '../../auth/use-permissions';
import { staffSettingsQueryOptions } from '../../api/settings';
import { TextField } from '../../components/ui/text-field';
import { LoadError } from '../components/load-error';
import { SelectField } from '../components/select-field';
import { useMoney } from '../components/use-money';
import { LoadingState } from '../layout/screen-state';
import { setting } from './save-settings';
import { partialSaveFailure } from './settings-failure';
import { useSettingsForm } from './settings-form';
import { SaveSettingsBar, SettingsFieldset, SettingsFormSection } from './settings-section';

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

/** The props of an input for a whole number of đồng or items. */
const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

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
  if (settings.isPending) return <LoadingState label="Đang tải cài đặt thanh toán..." />;
  if (settings.isError) {
    return <LoadError message="Không thể tải cài đặt thanh toán" query={settings} />;
  }
  return <CheckoutForm initial={initialValues(settings.data)} />;
}

function CheckoutForm({ initial }: { initial: CheckoutValues }) {
  const money = useMoney();
  const { can } = usePermissions();
  const canChange = NAMES.every((name) => can(settingResource(FIELDS[name]), 'change'));
  const settingsForm = useSettingsForm<CheckoutValues>({
    defaultValues: initial,
    labels: LABELS,
    entries: (values) =>
      NAMES.map((name) => ({
        ...setting(FIELDS[name], values[name].trim()),
        description: SETTINGS[FIELDS[name]].description,
      })),
    saved: CHECKOUT_SETTINGS_MESSAGES.saved,
    failure: ({ failed, errors }) => partialSaveFailure(errors, CHECKOUT_SETTINGS_MESSAGES.partial(failed)),
  });
  const { form, field, changed, changedHint, saving } = settingsForm;
  const [fee, over] = useWatch({ control: form.control, name: ['shippingFee', 'freeShippingOver'] });
  const feeNumber = Number(fee);
  const overNumber = Number(over);

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
    <SettingsFormSection
      title="Thanh Toán & Giao Hàng"
      description="Phí giao hàng, tài khoản nhận chuyển khoản (mã VietQR) và ngưỡng báo sắp hết hàng."
      form={settingsForm}
    >
      <SettingsFieldset legend="Giao hàng">
        <TextField
          label="Phí giao hàng (đ)"
          {...WHOLE_NUMBER}
          readOnly={!canChange}
          {...field('shippingFee', rule('shippingFee'))}
        />
        <TextField
          label="Miễn phí giao hàng cho đơn trên (đ)"
          {...WHOLE_NUMBER}
          readOnly={!canChange}
          {...field('freeShippingOver', rule('freeShippingOver'))}
          hint={changedHint('freeShippingOver') ?? '0 = luôn miễn phí giao hàng'}
        />
        {Number.isFinite(feeNumber) && Number.isFinite(overNumber) && over !== '' && fee !== '' && (
          <p className="text-sm text-stone-600 sm:col-span-2">
            {overNumber === 0
              ? 'Mọi đơn hàng được miễn phí giao hàng.'
              : `Đơn có tạm tính trên ${money(overNumber)} được miễn phí giao hàng; đơn khác trả ${money(feeNumber)}.`}
          </p>
        )}
      </SettingsFieldset>

      <SettingsFieldset legend="Chuyển khoản ngân hàng">
        <SelectField
          label="Ngân hàng"
          disabled={!canChange}
          {...field('bankBin', bankRule('bankBin'))}
          hint={changedHint('bankBin') ?? 'Để trống cả ba ô để không nhận chuyển khoản'}
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
          {...field('accountNumber', bankRule('accountNumber'))}
        />
        <TextField
          label="Tên chủ tài khoản"
          autoComplete="off"
          readOnly={!canChange}
          placeholder="VD: CONG TY TNHH DONG HO"
          className="sm:col-span-2"
          {...field('accountName', bankRule('accountName'))}
        />
      </SettingsFieldset>

      <SettingsFieldset legend="Tồn kho">
        <TextField
          label="Ngưỡng báo sắp hết hàng"
          {...WHOLE_NUMBER}
          readOnly={!canChange}
          {...field('lowStockThreshold', rule('lowStockThreshold'))}
          hint={
            changedHint('lowStockThreshold') ?? 'Bảng điều khiển liệt kê các phiên bản có tồn kho từ số này trở xuống'
          }
        />
      </SettingsFieldset>

      <SaveSettingsBar canChange={canChange} changed={changed} saving={saving} label="Lưu tất cả" />
    </SettingsFormSection>
  );
}
