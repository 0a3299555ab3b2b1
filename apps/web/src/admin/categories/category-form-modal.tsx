import { categoryBody, type Category } from '@shop/core/schemas/category';
import { useWatch } from 'react-hook-form';
import { useCategoryMutations } from '../../api/categories-writes';
import { TextField } from '../../components/ui/text-field';
import { CheckboxField } from '../components/checkbox-field';
import { FormModal } from '../components/form-modal';
import { useItemModalForm } from '../components/item-form-modal';
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

export interface CategoryFormModalProps {
  category?: Category;
  onClose: () => void;
}

/** Category form: name, description, emoji icon, image (URL or library image), shown on the home page. */
export function CategoryFormModal({ category, onClose }: CategoryFormModalProps) {
  const { save } = useCategoryMutations();
  const { form, field, modal } = useItemModalForm<CategoryFormValues, typeof categoryBody>({
    item: { noun: 'danh mục', title: 'Danh Mục' },
    editing: Boolean(category),
    onClose,
    fallback: CATEGORY_SAVE_FAILED,
    schema: categoryBody,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? '',
      image: category?.image ?? '',
      showOnHomepage: category?.showOnHomepage ?? false,
    },
    save: (body) => save.mutateAsync({ id: category?.id, body }),
    serverFields: ['name'],
  });
  const image = useWatch({ control: form.control, name: 'image' });

  return (
    <FormModal size="lg" closeOnBackdrop={false} {...modal}>
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
