import { categoryBody, type Category } from '@shop/core/schemas/category';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useCategoryMutations } from './use-category-mutations';
import { TextField } from '../../components/ui/text-field';
import { CheckboxField } from '../components/checkbox-field';
import { coreResolver } from '../components/core-resolver';
import { FormModal, useModalForm } from '../components/form-modal';
import { noPermissionMessage } from '../components/no-permission';
import { TextareaField } from '../components/textarea-field';
import { ImageUrlField } from '../images/image-url-field';

const CATEGORY_SAVE_FAILED = 'Có lỗi xảy ra khi lưu danh mục!';

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
  const { save } = useCategoryMutations();
  const { form, field, submit, busy, alertDialog } = useModalForm<CategoryFormValues, CategoryOutput>({
    resolver,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? '',
      image: category?.image ?? '',
      showOnHomepage: category?.showOnHomepage ?? false,
    },
    save: async (body) => {
      await save.mutateAsync({ id: category?.id, body });
      toast.success(category ? 'Đã cập nhật danh mục' : 'Đã thêm danh mục');
      onClose();
    },
    serverFields: ['name'],
    failure: () => ({
      fallback: CATEGORY_SAVE_FAILED,
      forbidden: noPermissionMessage(category ? 'sửa' : 'thêm', 'danh mục'),
    }),
  });
  const image = useWatch({ control: form.control, name: 'image' });

  return (
    <FormModal
      title={category ? 'Sửa Danh Mục' : 'Thêm Danh Mục'}
      size="lg"
      closeOnBackdrop={false}
      submitLabel={category ? 'Cập Nhật' : 'Thêm Danh Mục'}
      busy={busy}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      after={alertDialog}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <TextField label="Tên danh mục *" {...field('name')} />
        <TextField label="Biểu tượng" placeholder="⌚" hint="Một emoji" {...field('icon')} />
      </div>
      <TextareaField label="Mô tả" rows={3} {...field('description')} />
      <ImageUrlField
        label="Ảnh danh mục"
        value={image}
        onPick={(path) => form.setValue('image', path, { shouldDirty: true, shouldValidate: true })}
        {...field('image')}
      />
      <CheckboxField label="Hiển thị trên trang chủ" {...form.register('showOnHomepage')} />
    </FormModal>
  );
}
