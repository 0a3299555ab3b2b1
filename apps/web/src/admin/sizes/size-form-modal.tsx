import { sizeBody, type Size } from '@shop/core/schemas/size';
import type { z } from 'zod';
import { useSizeMutations } from '../../api/sizes';
import { TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { FormModal } from '../components/form-modal';
import { useItemModalForm } from '../components/item-form-modal';

interface SizeFormValues {
  name: string;
  diameter: string;
}
type SizeOutput = z.output<typeof sizeBody>;
const resolver = formResolver<SizeFormValues, SizeOutput>(sizeBody);

export interface SizeFormModalProps {
  size?: Size;
  onClose: () => void;
}

/** Size form: name and diameter, both required. */
export function SizeFormModal({ size, onClose }: SizeFormModalProps) {
  const { save } = useSizeMutations();
  const { field, modal } = useItemModalForm<SizeFormValues, SizeOutput>({
    item: { noun: 'kích thước', title: 'Kích Thước' },
    editing: Boolean(size),
    onClose,
    resolver,
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
