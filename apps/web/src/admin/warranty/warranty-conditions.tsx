import { readSetting, SETTINGS, type SettingsMap } from '@shop/core/schemas/setting';
import { DEFAULT_WARRANTY_CONDITIONS } from '@shop/core/schemas/warranty';
import { TextareaField } from '../components/textarea-field';
import { partialSaveFailure } from '../settings/settings-failure';
import { useSettingsForm, validateSetting } from '../settings/settings-form';
import { SaveSettingsBar, SettingsFieldset, SettingsFormSection } from '../settings/settings-section';

const KEY = 'warranty.conditions';
type Values = { conditions: string };
const LABELS = { conditions: 'Điều kiện bảo hành' };

/**
 * Điều kiện bảo hành (Cửa Hàng): the conditions printed on every warranty card, one a line; the
 * shop's plain default until the owner writes theirs. Saved as the `warranty.conditions` setting.
 */
export function WarrantyConditionsSection({ settings, canChange }: { settings: SettingsMap; canChange: boolean }) {
  const settingsForm = useSettingsForm<Values>({
    // Empty: the default conditions, shown to be read and changed.
    defaultValues: { conditions: readSetting(settings, KEY) || DEFAULT_WARRANTY_CONDITIONS },
    labels: LABELS,
    entries: (values) => [{ key: KEY, value: values.conditions.trim(), description: SETTINGS[KEY].description }],
    saved: 'Đã lưu điều kiện bảo hành',
    failure: ({ errors }) => partialSaveFailure(errors, 'Không thể lưu điều kiện bảo hành'),
  });
  const { field, changed, saving } = settingsForm;
  const rule = { validate: (v: string) => validateSetting(KEY, v.trim()) };

  return (
    <SettingsFormSection
      title="Điều kiện bảo hành"
      description="In trên mọi thẻ bảo hành, mỗi dòng một điều kiện. Thời hạn bảo hành đặt ở sản phẩm và thương hiệu."
      form={settingsForm}
    >
      <SettingsFieldset legend="Thẻ bảo hành">
        <TextareaField
          label={LABELS.conditions}
          rows={6}
          className="sm:col-span-2"
          readOnly={!canChange}
          {...field('conditions', rule)}
        />
      </SettingsFieldset>
      <SaveSettingsBar canChange={canChange} changed={changed} saving={saving} label="Lưu điều kiện bảo hành" />
    </SettingsFormSection>
  );
}
