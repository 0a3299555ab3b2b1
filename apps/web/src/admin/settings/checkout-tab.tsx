import { SETTINGS, readSetting, settingResource, type SettingsMap } from '@shop/core/schemas/setting';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { usePermissions } from '../../auth/use-permissions';
import { staffSettingsQueryOptions } from '../../api/settings';
import { TextField } from '../../components/ui/text-field';
import { WHOLE_NUMBER } from '../components/field-styles';
import { LoadError } from '../components/load-error';
import { useMoney } from '../components/use-money';
import { LoadingState } from '../layout/screen-state';
import { PaymentAccountSection } from './payment-account-form';
import { setting } from './save-settings';
import { partialSaveFailure } from './settings-failure';
import { settingFields, useSettingsForm, validateSetting } from './settings-form';
import { SaveSettingsBar, SettingsFieldset, SettingsFormSection } from './settings-section';

/** The settings of the form by field name; each label as the changed-fields line names it. */
const FIELDS = {
  shippingFee: { key: 'checkout.shippingFee', label: 'Phí giao hàng' },
  freeShippingOver: { key: 'checkout.freeShippingOver', label: 'Miễn phí giao hàng cho đơn trên' },
  lowStockThreshold: { key: 'inventory.lowStockThreshold', label: 'Ngưỡng báo sắp hết hàng' },
  returnWindowDays: { key: 'returns.windowDays', label: 'Thời hạn đổi trả' },
  maxQuantityPerLine: { key: 'checkout.maxQuantityPerLine', label: 'Số chiếc tối đa mỗi sản phẩm trong một đơn' },
  maxPendingPiecesPerAddress: {
    key: 'checkout.maxPendingPiecesPerAddress',
    label: 'Số chiếc tối đa các đơn chờ xử lý từ một địa chỉ mạng',
  },
  holdHours: { key: 'checkout.holdHours', label: 'Thời gian giữ hàng chờ chuyển khoản' },
} as const;
type FieldName = keyof typeof FIELDS;
type CheckoutValues = Record<FieldName, string>;
const { names: NAMES, labels: LABELS } = settingFields(FIELDS);

const CHECKOUT_SETTINGS_MESSAGES = {
  saved: 'Đã lưu cài đặt thanh toán và giao hàng',
  partial: (n: number) => `${n} cài đặt không thể lưu`,
} as const;

/** The stored values as the form shows them (numbers as digits, defaults where nothing is stored). */
function initialValues(map: SettingsMap): CheckoutValues {
  return Object.fromEntries(NAMES.map((name) => [name, String(readSetting(map, FIELDS[name].key))])) as CheckoutValues;
}

/**
 * Thanh Toán & Giao Hàng: the delivery fee and the free-delivery threshold and the low-stock threshold
 * of the dashboard (saving needs the right these keys are declared with: the shop's), then the bank
 * account that receives transfers, which only an admin changes, with their password.
 */
export function CheckoutTab() {
  const settings = useQuery(staffSettingsQueryOptions());
  if (settings.isPending) return <LoadingState label="Đang tải cài đặt thanh toán..." />;
  if (settings.isError) {
    return <LoadError message="Không thể tải cài đặt thanh toán" query={settings} />;
  }
  const account = {
    bankBin: readSetting(settings.data, 'payment.bankBin'),
    accountNumber: readSetting(settings.data, 'payment.accountNumber'),
    accountName: readSetting(settings.data, 'payment.accountName'),
  };
  return (
    <div className="space-y-5">
      <CheckoutForm initial={initialValues(settings.data)} />
      <PaymentAccountSection account={account} />
    </div>
  );
}

function CheckoutForm({ initial }: { initial: CheckoutValues }) {
  const money = useMoney();
  const { can } = usePermissions();
  const canChange = NAMES.every((name) => can(settingResource(FIELDS[name].key), 'change'));
  const settingsForm = useSettingsForm<CheckoutValues>({
    defaultValues: initial,
    labels: LABELS,
    entries: (values) =>
      NAMES.map((name) => ({
        ...setting(FIELDS[name].key, values[name].trim()),
        description: SETTINGS[FIELDS[name].key].description,
      })),
    saved: CHECKOUT_SETTINGS_MESSAGES.saved,
    failure: ({ failed, errors }) => partialSaveFailure(errors, CHECKOUT_SETTINGS_MESSAGES.partial(failed)),
  });
  const { form, field, changed, changedHint, saving } = settingsForm;
  const [fee, over] = useWatch({ control: form.control, name: ['shippingFee', 'freeShippingOver'] });
  const feeNumber = Number(fee);
  const overNumber = Number(over);

  const rule = (name: FieldName) => ({ validate: (v: string) => validateSetting(FIELDS[name].key, v.trim()) });

  return (
    <SettingsFormSection
      title="Thanh Toán & Giao Hàng"
      description="Phí giao hàng, giới hạn đặt hàng của khách, thời gian giữ hàng chờ chuyển khoản, thời hạn đổi trả và ngưỡng báo sắp hết hàng."
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

      <SettingsFieldset legend="Giới hạn đặt hàng">
        <TextField
          label="Số chiếc tối đa mỗi sản phẩm trong một đơn"
          {...WHOLE_NUMBER}
          min={1}
          max={99}
          readOnly={!canChange}
          {...field('maxQuantityPerLine', rule('maxQuantityPerLine'))}
          hint={
            changedHint('maxQuantityPerLine') ??
            'Đơn khách đặt trên trang web (tối đa 10 sản phẩm khác nhau một đơn); đơn nhân viên nhập không bị giới hạn này'
          }
        />
        <TextField
          label="Số chiếc tối đa các đơn chờ xử lý từ một địa chỉ mạng"
          {...WHOLE_NUMBER}
          min={1}
          readOnly={!canChange}
          {...field('maxPendingPiecesPerAddress', rule('maxPendingPiecesPerAddress'))}
          hint={
            changedHint('maxPendingPiecesPerAddress') ??
            'Chống giữ hàng: các đơn chưa xử lý gửi từ cùng một nơi giữ tối đa chừng này chiếc'
          }
        />
        <TextField
          label="Giữ hàng chờ chuyển khoản (giờ)"
          {...WHOLE_NUMBER}
          min={1}
          max={720}
          readOnly={!canChange}
          {...field('holdHours', rule('holdHours'))}
          hint={
            changedHint('holdHours') ??
            'Đơn chuyển khoản chưa thanh toán sau số giờ này tự hủy (Quá hạn thanh toán) và hàng được mở bán lại'
          }
        />
      </SettingsFieldset>

      <SettingsFieldset legend="Đổi trả">
        <TextField
          label="Thời hạn đổi trả (ngày sau khi giao hàng)"
          {...WHOLE_NUMBER}
          max={365}
          readOnly={!canChange}
          {...field('returnWindowDays', rule('returnWindowDays'))}
          hint={
            changedHint('returnWindowDays') ??
            'Khách gửi yêu cầu đổi trả từ trang tra cứu đơn hàng trong số ngày này; nhân viên vẫn tạo được sau đó'
          }
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
