import { type CONTACT_KEYS, KNOWN_SETTING_VALUES } from '@shop/core/schemas/setting';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../api/settings';
import { TextField } from '../../components/ui/text-field';
import { LoadError } from '../components/load-error';
import { LoadingState } from '../layout/screen-state';
import { setting } from './save-settings';
import { partialSaveFailure } from './settings-failure';
import { settingFields, useSettingsForm, validateSetting } from './settings-form';
import { SaveSettingsBar, SettingsFieldset, SettingsFormSection } from './settings-section';

type ContactKey = (typeof CONTACT_KEYS)[number];

/** Form field names (react-hook-form reads dots as nesting, so the keys are mapped). */
const FIELDS = {
  address: { key: 'contact.address.address', label: 'Địa chỉ' },
  phoneNumber: { key: 'contact.phone.number', label: 'Số điện thoại' },
  phoneDescription: { key: 'contact.phone.description', label: 'Mô tả số điện thoại' },
  messengerLink: { key: 'contact.messenger.link', label: 'Liên kết Messenger', url: true },
  facebookName: { key: 'contact.facebook.name', label: 'Tên Facebook' },
  facebookLink: { key: 'contact.facebook.link', label: 'Liên kết Facebook', url: true },
  zaloName: { key: 'contact.zalo.name', label: 'Tên Zalo' },
  zaloLink: { key: 'contact.zalo.link', label: 'Liên kết Zalo', url: true },
} as const satisfies Record<string, { key: ContactKey; label: string; url?: boolean }>;

type FieldName = keyof typeof FIELDS;
type ContactValues = Record<FieldName, string>;
const { names: NAMES, labels: LABELS } = settingFields(FIELDS);

const GROUPS: { title: string; fields: FieldName[] }[] = [
  { title: 'Địa chỉ', fields: ['address'] },
  { title: 'Điện thoại', fields: ['phoneNumber', 'phoneDescription'] },
  { title: 'Messenger', fields: ['messengerLink'] },
  { title: 'Facebook', fields: ['facebookName', 'facebookLink'] },
  { title: 'Zalo', fields: ['zaloName', 'zaloLink'] },
];

const CONTACT_MESSAGES = {
  saved: 'Đã lưu thông tin liên hệ',
  partial: (n: number) => `${n} thông tin không thể lưu`,
} as const;

/** A value the server would refuse for this key (the core's rule for the key), else true. */
function validate(key: ContactKey, value: string): true | string {
  return KNOWN_SETTING_VALUES[key] ? validateSetting(key, value) : value.length <= 2000 || 'Tối đa 2000 ký tự';
}

/** Liên hệ: address, phone, Messenger, Facebook, Zalo; one Lưu tất cả sends the 8 settings in parallel. */
export function ContactTab({ canChange }: { canChange: boolean }) {
  const settings = useQuery(settingsQueryOptions());
  if (settings.isPending) return <LoadingState label="Đang tải thông tin liên hệ..." />;
  if (settings.isError) {
    return <LoadError message="Không thể tải thông tin liên hệ" query={settings} />;
  }
  const initial = Object.fromEntries(
    NAMES.map((name) => [name, settings.data[FIELDS[name].key] ?? '']),
  ) as ContactValues;
  return <ContactForm initial={initial} canChange={canChange} />;
}

function ContactForm({ initial, canChange }: { initial: ContactValues; canChange: boolean }) {
  const settingsForm = useSettingsForm<ContactValues>({
    defaultValues: initial,
    labels: LABELS,
    entries: (values) => NAMES.map((name) => setting(FIELDS[name].key, values[name].trim())),
    saved: CONTACT_MESSAGES.saved,
    savedIn: 'dialog',
    failure: ({ failed, errors }) => partialSaveFailure(errors, CONTACT_MESSAGES.partial(failed)),
  });

  const { field, changed, saving } = settingsForm;

  return (
    <SettingsFormSection
      title="Thông tin liên hệ"
      description="Hiển thị trên trang sản phẩm và chân trang của cửa hàng."
      form={settingsForm}
    >
      {GROUPS.map((group) => (
        <SettingsFieldset key={group.title} legend={group.title}>
          {group.fields.map((name) => {
            const item: { key: ContactKey; label: string; url?: boolean } = FIELDS[name];
            return (
              <TextField
                key={name}
                label={item.label}
                type={item.url ? 'url' : name === 'phoneNumber' ? 'tel' : 'text'}
                inputMode={item.url ? 'url' : undefined}
                placeholder={item.url ? 'https://...' : undefined}
                readOnly={!canChange}
                className={group.fields.length === 1 ? 'sm:col-span-2' : undefined}
                {...field(name, { validate: (v) => validate(item.key, v.trim()) })}
              />
            );
          })}
        </SettingsFieldset>
      ))}
      <SaveSettingsBar canChange={canChange} changed={changed} saving={saving} label="Lưu tất cả" />
    </SettingsFormSection>
  );
}
