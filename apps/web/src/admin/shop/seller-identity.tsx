import { PROVINCE_NAMES } from '@shop/core/provinces';
import { KNOWN_SETTING_VALUES, type SELLER_KEYS, SETTINGS, type SettingsMap } from '@shop/core/schemas/setting';
import { TextField } from '../../components/ui/text-field';
import { optionsOf, SelectField } from '../components/select-field';
import { partialSaveFailure } from '../settings/settings-failure';
import { useSettingsForm } from '../settings/settings-form';
import { SaveSettingsBar, SettingsFieldset, SettingsFormSection } from '../settings/settings-section';

/** Form field names (react-hook-form reads dots as nesting, so the keys are mapped). */
const FIELDS = {
  legalName: 'seller.legalName',
  registrationNumber: 'seller.registrationNumber',
  registrationIssuer: 'seller.registrationIssuer',
  registrationDate: 'seller.registrationDate',
  street: 'seller.address.street',
  ward: 'seller.address.ward',
  province: 'seller.address.province',
  moitNoticeUrl: 'seller.moitNoticeUrl',
} as const satisfies Record<string, (typeof SELLER_KEYS)[number]>;
type FieldName = keyof typeof FIELDS;
type SellerValues = Record<FieldName, string>;
const NAMES = Object.keys(FIELDS) as FieldName[];

const LABELS: Record<FieldName, string> = {
  legalName: 'Tên người bán',
  registrationNumber: 'Mã số doanh nghiệp / hộ kinh doanh',
  registrationIssuer: 'Nơi cấp',
  registrationDate: 'Ngày cấp',
  street: 'Số nhà, đường',
  ward: 'Phường, xã, đặc khu',
  province: 'Tỉnh, thành phố',
  moitNoticeUrl: 'Liên kết "Đã thông báo Bộ Công Thương"',
};

/** The core's rule for the key (the server checks the same). */
function validate(key: string, value: string): true | string {
  const result = KNOWN_SETTING_VALUES[key]?.safeParse(value);
  return !result || result.success || (result.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
}

/**
 * Thông tin người bán (Cửa Hàng): who sells, as the business registration says, shown in every footer of
 * the storefront and in its Organization JSON-LD. Saved as the `seller.*` settings (shop change right).
 */
export function SellerIdentitySection({ settings, canChange }: { settings: SettingsMap; canChange: boolean }) {
  const settingsForm = useSettingsForm<SellerValues>({
    defaultValues: Object.fromEntries(NAMES.map((n) => [n, settings[FIELDS[n]] ?? ''])),
    labels: LABELS,
    entries: (values) =>
      NAMES.map((name) => ({
        key: FIELDS[name],
        value: values[name].trim(),
        description: SETTINGS[FIELDS[name]].description,
      })),
    saved: 'Đã lưu thông tin người bán',
    failure: ({ failed, errors }) => partialSaveFailure(errors, `${failed} thông tin người bán không thể lưu`),
  });
  const { field, changed, saving } = settingsForm;
  const rule = (name: FieldName) => ({ validate: (v: string) => validate(FIELDS[name], v.trim()) });
  const input = (name: FieldName) => ({ readOnly: !canChange, ...field(name, rule(name)) });

  return (
    <SettingsFormSection
      title="Thông tin người bán"
      description="Ghi đúng như giấy chứng nhận đăng ký doanh nghiệp hoặc hộ kinh doanh. Cửa hàng hiện các thông tin này ở cuối mọi trang."
      form={settingsForm}
    >
      <SettingsFieldset legend="Đăng ký kinh doanh">
        <TextField label={LABELS.legalName} className="sm:col-span-2" {...input('legalName')} />
        <TextField label={LABELS.registrationNumber} {...input('registrationNumber')} />
        <TextField label={LABELS.registrationDate} type="date" {...input('registrationDate')} />
        <TextField
          label={LABELS.registrationIssuer}
          placeholder="VD: Sở Tài chính Thành phố Hồ Chí Minh"
          className="sm:col-span-2"
          {...input('registrationIssuer')}
        />
      </SettingsFieldset>
      <SettingsFieldset legend="Địa chỉ đăng ký">
        <TextField label={LABELS.street} className="sm:col-span-2" {...input('street')} />
        <TextField label={LABELS.ward} {...input('ward')} />
        <SelectField
          label={LABELS.province}
          disabled={!canChange}
          options={optionsOf(PROVINCE_NAMES)}
          {...field('province', rule('province'))}
        >
          <option value="">Chọn tỉnh, thành phố</option>
        </SelectField>
      </SettingsFieldset>
      <SettingsFieldset legend="Bộ Công Thương">
        <TextField
          label={LABELS.moitNoticeUrl}
          type="url"
          placeholder="https://online.gov.vn/..."
          className="sm:col-span-2"
          {...input('moitNoticeUrl')}
          hint={field('moitNoticeUrl').hint ?? 'Không bắt buộc: đường dẫn hồ sơ website đã thông báo'}
        />
      </SettingsFieldset>
      <SaveSettingsBar canChange={canChange} changed={changed} saving={saving} label="Lưu thông tin người bán" />
    </SettingsFormSection>
  );
}
