import { sizeBody, type Size } from '@shop/core/schemas/size';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useSizeMutations } from '../../api/sizes';
import { TextField } from '../../components/ui/text-field';
import { coreResolver } from '../components/core-resolver';
import { FormModal, useModalForm } from '../components/form-modal';
import { noPermissionMessage, operationFallback } from '../components/no-permission';

interface SizeFormValues {
  name: string;
  diameter: string;
}
type SizeOutput = z.output<typeof sizeBody>;
const resolver = coreResolver<SizeFormValues, SizeOutput>(sizeBody);

export interface SizeFormModalProps {
  size?: Size;
  onClose: () => void;
}

/** Size form: name and diameter, both required. */
export function SizeFormModal({ size, onClose }: SizeFormModalProps) {
  const { save } = useSizeMutations();
  const { field, submit, busy, alertDialog } = useModalForm<SizeFormValues, SizeOutput>({
    resolver,
    defaultValues: { name: size?.name ?? '', diameter: size?.diameter ?? '' },
    save: async (body) => {
      await save.mutateAsync({ id: size?.id, body });
      toast.success(size ? 'Đã cập nhật kích thước' : 'Đã thêm kích thước');
      onClose();
    },
    serverFields: ['name'],
    failure: (error) => ({
      fallback: operationFallback(error),
      forbidden: noPermissionMessage(size ? 'sửa' : 'thêm', 'kích thước'),
    }),
  });

  return (
    <FormModal
      title={size ? 'Sửa Kích Thước' : 'Thêm Kích Thước'}
      size="md"
      submitLabel={size ? 'Cập Nhật' : 'Thêm Kích Thước'}
      busy={busy}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      after={alertDialog}
    >
      <TextField label="Tên kích thước *" placeholder="VD: 40mm" autoFocus {...field('name')} />
      <TextField label="Đường kính *" placeholder="VD: 40 mm" {...field('diameter')} />
    </FormModal>
  );
}
