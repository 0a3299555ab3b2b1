import type { Brand } from '@shop/core/schemas/brand';
import { subBrandBody, type SubBrand } from '@shop/core/schemas/sub-brand';
import { useSubBrandMutations } from '../../api/sub-brands-writes';
import { TextField } from '../../components/ui/text-field';
import { FormModal } from '../components/form-modal';
import { useItemModalForm } from '../components/item-form-modal';

interface SubBrandFormValues {
  name: string;
  brandId: number;
  description: string | null;
  logo: string | null;
  isActive: boolean;
}

export interface SubBrandFormModalProps {
  brand: Brand;
  /** The sub-brand to edit; absent: a new one of `brand`. */
  subBrand?: SubBrand;
  onClose: () => void;
}

/** Sub-brand form: the name, under its parent brand (shown); always saved active. */
export function SubBrandFormModal({ brand, subBrand, onClose }: SubBrandFormModalProps) {
  const { save } = useSubBrandMutations();
  const { field, modal } = useItemModalForm<SubBrandFormValues, typeof subBrandBody>({
    item: { noun: 'dòng sản phẩm', title: 'Dòng Sản Phẩm' },
    editing: Boolean(subBrand),
    onClose,
    schema: subBrandBody,
    defaultValues: {
      name: subBrand?.name ?? '',
      brandId: brand.id,
      // Kept as they are: the form edits the name only.
      description: subBrand?.description ?? null,
      logo: subBrand?.logo ?? null,
      isActive: true,
    },
    save: (values) => save.mutateAsync({ id: subBrand?.id, body: { ...values, isActive: true } }),
    serverFields: ['name'],
  });

  return (
    <FormModal size="md" {...modal}>
      <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
        Thương hiệu: <span className="font-semibold text-ink">{brand.name}</span>
      </p>
      <TextField label="Tên dòng sản phẩm *" autoFocus {...field('name')} />
    </FormModal>
  );
}
