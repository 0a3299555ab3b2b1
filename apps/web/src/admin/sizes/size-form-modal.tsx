import { sizeBody, type Size } from '@shop/core/schemas/size';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useSizeMutations } from '../../api/sizes';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { coreResolver } from '../components/core-resolver';
import { noPermissionMessage, operationFallback } from '../components/no-permission';
import { showFieldErrors } from '../components/field-errors';
import { useAlert } from '../components/use-alert';

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
  const formId = useId();
  const { save } = useSizeMutations();
  const { showFailure, alertDialog } = useAlert();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SizeFormValues, unknown, SizeOutput>({
    resolver,
    defaultValues: { name: size?.name ?? '', diameter: size?.diameter ?? '' },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: size?.id, body });
      toast.success(size ? 'Đã cập nhật kích thước' : 'Đã thêm kích thước');
      onClose();
    } catch (error) {
      if (showFieldErrors(error, setError, ['name'])) return;
      showFailure(error, {
        fallback: operationFallback(error),
        forbidden: noPermissionMessage(size ? 'sửa' : 'thêm', 'kích thước'),
      });
    }
  });

  return (
    <Modal
      open
      onClose={isSubmitting ? () => {} : onClose}
      title={size ? 'Sửa Kích Thước' : 'Thêm Kích Thước'}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Hủy
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {isSubmitting ? 'Đang xử lý…' : size ? 'Cập Nhật' : 'Thêm Kích Thước'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Tên kích thước *"
          placeholder="VD: 40mm"
          autoFocus
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Đường kính *"
          placeholder="VD: 40 mm"
          error={errors.diameter?.message}
          {...register('diameter')}
        />
      </form>
      {alertDialog}
    </Modal>
  );
}
