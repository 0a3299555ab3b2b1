// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { FieldWithButton } from '../components/field-with-button';
import { fieldProps } from '../components/form-field';
import { TextareaField } from '../components/textarea-field';
import {
  storeFormSchema,
  toFormValues,
  fromFormValues,
  type StoreFormInput,
  type StoreFormOutput,
} from './store-form-schema';
import { OPENING_HOURS_LABELS, type OpeningHours, type StoreInfo } from './store-settings';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <legend className="sr-only">{title}</legend>
      <h3 aria-hidden="true" className="mb-4 text-base font-semibold text-ink">
        {title}
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface StoreFormProps {
  store: StoreInfo;
  saving: boolean;
  onSave: (next: StoreInfo) => void;
  onCancel: () => void;
}

/** Edits the store information: every field of the store screen, opening hours and the services list. */
export function StoreForm({ store, saving, onSave, onCancel }: StoreFormProps) {
  const form = useForm<StoreFormInput, unknown, StoreFormOutput>({
    resolver: formResolver<StoreFormInput, StoreFormOutput>(storeFormSchema),
    defaultValues: toFormValues(store),
  });
  const { control, handleSubmit } = form;
  const field = fieldProps(form);
  const services = useFieldArray({ control, name: 'services' });
  const [newService, setNewService] = useState('');

  const addService = () => {
    const value = newService.trim();
    if (!value) return;
    services.append({ value });
    setNewService('');
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit((values) => onSave(fromFormValues(values)))(e)}
      className="space-y-5"
      aria-label="Sửa thông tin cửa hàng"
    >
      <Group title="Thông tin chung">
        <TextField label="Tên cửa hàng *" {...field('name')} />
        <TextField label="Năm thành lập" inputMode="numeric" placeholder="VD: 2015" {...field('established')} />
        <TextareaField label="Mô tả" rows={3} className="sm:col-span-2" {...field('description')} />
      </Group>

      <Group title="Liên hệ">
        <TextField label="Địa chỉ" className="sm:col-span-2" {...field('address')} />
        <TextField label="Số điện thoại" type="tel" {...field('phone')} />
        <TextField label="Email" type="email" {...field('email')} />
        <TextField label="Website" type="url" placeholder="https://" className="sm:col-span-2" {...field('website')} />
      </Group>

      <Group title="Mạng xã hội">
        <TextField label="Facebook" type="url" placeholder="https://facebook.com/..." {...field('facebook')} />
        <TextField label="Instagram" type="url" placeholder="https://instagram.com/..." {...field('instagram')} />
        <TextField label="YouTube" type="url" placeholder="https://youtube.com/..." {...field('youtube')} />
      </Group>

      <Group title="Giờ mở cửa">
        {(Object.keys(OPENING_HOURS_LABELS) as (keyof OpeningHours)[]).map((day) => (
          <TextField
            key={day}
            label={OPENING_HOURS_LABELS[day]}
            placeholder="9:00-22:00"
            {...field(`openingHours.${day}`)}
          />
        ))}
      </Group>

      <Group title="Dịch vụ">
        <ul className="space-y-3 sm:col-span-2" aria-label="Danh sách dịch vụ">
          {services.fields.map((service, index) => (
            <li key={service.id} className="flex items-start gap-2">
              <TextField
                label={`Dịch vụ ${index + 1}`}
                className="min-w-0 flex-1"
                {...field(`services.${index}.value`)}
              />
              <button
                type="button"
                onClick={() => services.remove(index)}
                aria-label={`Xóa dịch vụ ${index + 1}`}
                className="mt-7 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <FieldWithButton
          label="Dịch vụ mới"
          className="min-w-0 flex-1"
          value={newService}
          onValueChange={setNewService}
          onPress={addService}
          pressDisabled={!newService.trim()}
          rowClassName="sm:col-span-2"
        >
          <Plus className="size-4" aria-hidden="true" />
          Thêm dịch vụ
        </FieldWithButton>
      </Group>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Hủy
        </Button>
        <Button type="submit" loading={saving}>
          {!saving && <Save className="size-4" aria-hidden="true" />}
          {saving ? 'Đang lưu...' : 'Lưu thay đổi'}
        </Button>
      </div>
    </form>
  );
}
