import { brandBody, type Brand } from '@shop/core/schemas/brand';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useBrandMutations } from './use-brand-mutations';
import { TextField } from '../../components/ui/text-field';
import { CheckboxField } from '../components/checkbox-field';
import { coreResolver } from '../components/core-resolver';
import { FormModal, useModalForm } from '../components/form-modal';
import { noPermissionMessage, operationFallback } from '../components/no-permission';
import { TextareaField } from '../components/textarea-field';
import { ImageUrlField } from '../images/image-url-field';

interface BrandFormValues {
  name: string;
  description: string;
  logo: string;
  website: string;
  country: string;
  showOnHomepage: boolean;
}
type BrandOutput = z.output<typeof brandBody>;
const resolver = coreResolver<BrandFormValues, BrandOutput>(brandBody);

export interface BrandFormModalProps {
  /** The brand to edit; absent: a new brand. */
  brand?: Brand;
  onClose: () => void;
}

/** Brand form: name, description, logo (URL or library image), website, country, shown on the home page. */
export function BrandFormModal({ brand, onClose }: BrandFormModalProps) {
  const { save } = useBrandMutations();
  const { form, field, submit, busy, alertDialog } = useModalForm<BrandFormValues, BrandOutput>({
    resolver,
    defaultValues: {
      name: brand?.name ?? '',
      description: brand?.description ?? '',
      logo: brand?.logo ?? '',
      website: brand?.website ?? '',
      country: brand?.country ?? '',
      showOnHomepage: brand?.showOnHomepage ?? false,
    },
    save: async (body) => {
      await save.mutateAsync({ id: brand?.id, body });
      toast.success(brand ? 'Đã cập nhật thương hiệu' : 'Đã thêm thương hiệu');
      onClose();
    },
    serverFields: ['name'],
    failure: (error) => ({
      fallback: operationFallback(error),
      forbidden: noPermissionMessage(brand ? 'sửa' : 'thêm', 'thương hiệu'),
    }),
  });
  const logo = useWatch({ control: form.control, name: 'logo' });

  return (
    <FormModal
      title={brand ? 'Sửa Thương Hiệu' : 'Thêm Thương Hiệu'}
      size="lg"
      closeOnBackdrop={false}
      submitLabel={brand ? 'Cập Nhật' : 'Thêm Thương Hiệu'}
      busy={busy}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      after={alertDialog}
    >
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
      <CheckboxField
        label="Hiển thị trên trang chủ"
        hint="Thương hiệu xuất hiện ở mục thương hiệu nổi bật"
        {...form.register('showOnHomepage')}
      />
    </FormModal>
  );
}
