import { brandBody, type Brand } from '@shop/core/schemas/brand';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useBrandMutations } from './use-brand-mutations';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { CheckboxField } from '../components/checkbox-field';
import { coreResolver } from '../components/core-resolver';
import { noPermissionMessage, operationFallback } from '../components/no-permission';
import { TextareaField } from '../components/textarea-field';
import { showFieldErrors } from '../components/field-errors';
import { useAlert } from '../components/use-alert';
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
  const formId = useId();
  const { save } = useBrandMutations();
  const { showFailure, alertDialog } = useAlert();
  const {
    register,
    control,
    setValue,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BrandFormValues, unknown, BrandOutput>({
    resolver,
    defaultValues: {
      name: brand?.name ?? '',
      description: brand?.description ?? '',
      logo: brand?.logo ?? '',
      website: brand?.website ?? '',
      country: brand?.country ?? '',
      showOnHomepage: brand?.showOnHomepage ?? false,
    },
  });
  const logo = useWatch({ control, name: 'logo' });

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: brand?.id, body });
      toast.success(brand ? 'Đã cập nhật thương hiệu' : 'Đã thêm thương hiệu');
      onClose();
    } catch (error) {
      if (showFieldErrors(error, setError, ['name'])) return;
      showFailure(error, {
        fallback: operationFallback(error),
        forbidden: noPermissionMessage(brand ? 'sửa' : 'thêm', 'thương hiệu'),
      });
    }
  });

  return (
    <Modal
      open
      onClose={isSubmitting ? () => {} : onClose}
      title={brand ? 'Sửa Thương Hiệu' : 'Thêm Thương Hiệu'}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Hủy
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {isSubmitting ? 'Đang xử lý…' : brand ? 'Cập Nhật' : 'Thêm Thương Hiệu'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <TextField label="Tên thương hiệu *" error={errors.name?.message} {...register('name')} />
        <TextareaField label="Mô tả" rows={3} error={errors.description?.message} {...register('description')} />
        <ImageUrlField
          label="Logo"
          value={logo}
          inputProps={register('logo')}
          onPick={(path) => setValue('logo', path, { shouldDirty: true, shouldValidate: true })}
          error={errors.logo?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            placeholder="https://…"
            error={errors.website?.message}
            {...register('website')}
          />
          <TextField
            label="Quốc gia"
            placeholder="VD: Thụy Sĩ"
            error={errors.country?.message}
            {...register('country')}
          />
        </div>
        <CheckboxField
          label="Hiển thị trên trang chủ"
          hint="Thương hiệu xuất hiện ở mục thương hiệu nổi bật"
          {...register('showOnHomepage')}
        />
      </form>
      {alertDialog}
    </Modal>
  );
}
