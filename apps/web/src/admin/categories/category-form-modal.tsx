import { categoryBody, type Category } from '@shop/core/schemas/category';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useCategoryMutations } from './use-category-mutations';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { CheckboxField } from '../components/checkbox-field';
import { coreResolver } from '../components/core-resolver';
import { noPermissionMessage } from '../components/no-permission';
import { TextareaField } from '../components/textarea-field';
import { showFieldErrors } from '../components/field-errors';
import { useAlert } from '../components/use-alert';
import { ImageUrlField } from '../images/image-url-field';

export const CATEGORY_SAVE_FAILED = 'Có lỗi xảy ra khi lưu danh mục!';

interface CategoryFormValues {
  name: string;
  description: string;
  icon: string;
  image: string;
  showOnHomepage: boolean;
}
type CategoryOutput = z.output<typeof categoryBody>;
const resolver = coreResolver<CategoryFormValues, CategoryOutput>(categoryBody);

export interface CategoryFormModalProps {
  category?: Category;
  onClose: () => void;
}

/** Category form: name, description, emoji icon, image (URL or library image), shown on the home page. */
export function CategoryFormModal({ category, onClose }: CategoryFormModalProps) {
  const formId = useId();
  const { save } = useCategoryMutations();
  const { showFailure, alertDialog } = useAlert();
  const {
    register,
    control,
    setValue,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryFormValues, unknown, CategoryOutput>({
    resolver,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? '',
      image: category?.image ?? '',
      showOnHomepage: category?.showOnHomepage ?? false,
    },
  });
  const image = useWatch({ control, name: 'image' });

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: category?.id, body });
      toast.success(category ? 'Đã cập nhật danh mục' : 'Đã thêm danh mục');
      onClose();
    } catch (error) {
      if (showFieldErrors(error, setError, ['name'])) return;
      showFailure(error, {
        fallback: CATEGORY_SAVE_FAILED,
        forbidden: noPermissionMessage(category ? 'sửa' : 'thêm', 'danh mục'),
      });
    }
  });

  return (
    <Modal
      open
      onClose={isSubmitting ? () => {} : onClose}
      title={category ? 'Sửa Danh Mục' : 'Thêm Danh Mục'}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Hủy
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {isSubmitting ? 'Đang xử lý…' : category ? 'Cập Nhật' : 'Thêm Danh Mục'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
          <TextField label="Tên danh mục *" error={errors.name?.message} {...register('name')} />
          <TextField
            label="Biểu tượng"
            placeholder="⌚"
            hint="Một emoji"
            error={errors.icon?.message}
            {...register('icon')}
          />
        </div>
        <TextareaField label="Mô tả" rows={3} error={errors.description?.message} {...register('description')} />
        <ImageUrlField
          label="Ảnh danh mục"
          value={image}
          inputProps={register('image')}
          onPick={(path) => setValue('image', path, { shouldDirty: true, shouldValidate: true })}
          error={errors.image?.message}
        />
        <CheckboxField label="Hiển thị trên trang chủ" {...register('showOnHomepage')} />
      </form>
      {alertDialog}
    </Modal>
  );
}
