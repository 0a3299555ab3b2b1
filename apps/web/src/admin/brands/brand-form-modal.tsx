import { brandBody, type Brand } from '@shop/core/schemas/brand';
import { WARRANTY_KINDS, type WarrantyKind } from '@shop/core/warranty';
import { WARRANTY_KIND_LABELS } from '@shop/core/schemas/warranty';
import { useWatch } from 'react-hook-form';
import { useBrandMutations } from '../../api/brands-writes';
import { TextField } from '../../components/ui/text-field';
import { CheckboxField } from '../components/checkbox-field';
import { FormModal } from '../components/form-modal';
import { useItemModalForm } from '../components/item-form-modal';
import { TextareaField } from '../components/textarea-field';
import { ImageUrlField } from '../images/image-url-field';
import { optionsOf, SelectField } from '../components/select-field';
import { asMonths, WarrantyMonthsField } from '../warranty/warranty-months-field';

interface BrandFormValues {
  name: string;
  description: string;
  logo: string;
  website: string;
  country: string;
  showOnHomepage: boolean;
  warrantyMonths: number | null;
  warrantyKind: WarrantyKind;
}

export interface BrandFormModalProps {
  /** The brand to edit; absent: a new brand. */
  brand?: Brand;
  onClose: () => void;
}

/** Brand form: name, description, logo (URL or library image), website, country, warranty, shown on the home page. */
export function BrandFormModal({ brand, onClose }: BrandFormModalProps) {
  const { save } = useBrandMutations();
  const { form, field, modal } = useItemModalForm<BrandFormValues, typeof brandBody>({
    item: { noun: 'thương hiệu', title: 'Thương Hiệu' },
    editing: Boolean(brand),
    onClose,
    schema: brandBody,
    defaultValues: {
      name: brand?.name ?? '',
      description: brand?.description ?? '',
      logo: brand?.logo ?? '',
      website: brand?.website ?? '',
      country: brand?.country ?? '',
      showOnHomepage: brand?.showOnHomepage ?? false,
      warrantyMonths: brand?.warrantyMonths ?? null,
      warrantyKind: brand?.warrantyKind ?? 'international',
    },
    save: (body) => save.mutateAsync({ id: brand?.id, body }),
    serverFields: ['name'],
  });
  const logo = useWatch({ control: form.control, name: 'logo' });

  return (
    <FormModal size="lg" closeOnBackdrop={false} {...modal}>
      <TextField label="Tên thương hiệu *" {...field('name')} />
      <TextareaField label="Mô tả" rows={3} {...field('description')} />
      <ImageUrlField
        label="Logo"
        value={logo}
        onPick={(path) => form.setValue('logo', path, { shouldDirty: true, shouldValidate: true })}
        {...field('logo')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Website" type="url" inputMode="url" placeholder="https://…" {...field('website')} />
        <TextField label="Quốc gia" placeholder="VD: Thụy Sĩ" {...field('country')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <WarrantyMonthsField {...field('warrantyMonths', { setValueAs: asMonths })} />
        <SelectField
          label="Loại bảo hành"
          hint="Đồng hồ đã qua sử dụng luôn do cửa hàng bảo hành"
          options={optionsOf(WARRANTY_KINDS, WARRANTY_KIND_LABELS)}
          {...field('warrantyKind')}
        />
      </div>
      <CheckboxField
        label="Hiển thị trên trang chủ"
        hint="Thương hiệu xuất hiện ở mục thương hiệu nổi bật"
        {...form.register('showOnHomepage')}
      />
    </FormModal>
  );
}
