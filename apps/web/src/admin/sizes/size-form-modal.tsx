import { sizeBody, type Size } from '@shop/core/schemas/size';
import { useSizeMutations } from '../../api/sizes';
import { TextField } from '../../components/ui/text-field';
import { FormModal } from '../components/form-modal';
import { useItemModalForm } from '../components/item-form-modal';

interface SizeFormValues {
  name: string;
  diameter: string;
}

export interface SizeFormModalProps {
  size?: Size;
  onClose: () => void;
}

/** Size form: name and diameter, both required. */
export function SizeFormModal({ size, onClose }: SizeFormModalProps) {
  const { save } = useSizeMutations();
  const { field, modal } = useItemModalForm<SizeFormValues, typeof sizeBody>({
    item: { noun: 'kích thước', title: 'Kích Thước' },
    editing: Boolean(size),
    onClose,
    schema: sizeBody,
    defaultValues: { name: size?.name ?? '', diameter: size?.diameter ?? '' },
    save: (body) => save.mutateAsync({ id: size?.id, body }),
    serverFields: ['name'],
  });

  return (
    <FormModal size="md" {...modal}>
      <TextField label="Tên kích thước *" placeholder="VD: 40mm" autoFocus {...field('name')} />
      <TextField label="Đường kính *" placeholder="VD: 40 mm" {...field('diameter')} />
    </FormModal>
  );
}
