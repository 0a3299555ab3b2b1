import { PROVINCE_NAMES } from '@shop/core/provinces';
import { type SELLER_KEYS, SETTINGS, type SettingsMap } from '@shop/core/schemas/setting';
import { TextField } from '../../components/ui/text-field';
import { optionsOf, SelectField } from '../components/select-field';
import { partialSaveFailure } from '../settings/settings-failure';
import { settingFields, useSettingsForm, validateSetting } from '../settings/settings-form';
import { SaveSettingsBar, SettingsFieldset, SettingsFormSection } from '../settings/settings-section';

/** The seller.* settings of the form by field name, with their labels. */
const FIELDS = {
  legalName: { key: 'seller.legalName', label: 'Tên người bán' },
  registrationNumber: { key: 'seller.registrationNumber', label: 'Mã số doanh nghiệp / hộ kinh doanh' },
  registrationIssuer: { key: 'seller.registrationIssuer', label: 'Nơi cấp' },
  registrationDate: { key: 'seller.registrationDate', label: 'Ngày cấp' },
  street: { key: 'seller.address.street', label: 'Số nhà, đường' },
  ward: { key: 'seller.address.ward', label: 'Phường, xã, đặc khu' },
  province: { key: 'seller.address.province', label: 'Tỉnh, thành phố' },
  moitNoticeUrl: { key: 'seller.moitNoticeUrl', label: 'Liên kết "Đã thông báo Bộ Công Thương"' },
} as const satisfies Record<string, { key: (typeof SELLER_KEYS)[number]; label: string }>;
type FieldName = keyof typeof FIELDS;
type SellerValues = Record<FieldName, string>;
const { names: NAMES, labels: LABELS } = settingFields(FIELDS);

/**
 * Thông tin người bán (Cửa Hàng): who sells, as the business registration says, shown in every footer of
 * the storefront and in its Organization JSON-LD. Saved as the `seller.*` settings (shop change right).
 */
export function SellerIdentitySection({ settings, canChange }: { settings: SettingsMap; canChange: boolean }) {
  const settingsForm = useSettingsForm<SellerValues>({
    defaultValues: Object.fromEntries(NAMES.map((n) => [n, settings[FIELDS[n].key] ?? ''])),
    labels: LABELS,
    entries: (values) =>
      NAMES.map((name) => ({
        key: FIELDS[name].key,
        value: values[name].trim(),
        description: SETTINGS[FIELDS[name].key].description,
      })),
    saved: 'Đã lưu thông tin người bán',
    failure: ({ failed, errors }) => partialSaveFailure(errors, `${failed} thông tin người bán không thể lưu`),
  });
  const { field, changed, saving } = settingsForm;
  const rule = (name: FieldName) => ({ validate: (v: string) => validateSetting(FIELDS[name].key, v.trim()) });
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
