import type { Brand } from '@shop/core/schemas/brand';
import { subBrandBody, type SubBrand } from '@shop/core/schemas/sub-brand';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useSubBrandMutations } from './use-brand-mutations';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { coreResolver } from '../components/core-resolver';
import { noPermissionMessage, operationFallback } from '../components/no-permission';
import { showFieldErrors } from '../components/field-errors';
import { useAlert } from '../components/use-alert';

interface SubBrandFormValues {
  name: string;
  brandId: number;
  description: string | null;
  logo: string | null;
  isActive: boolean;
}
type SubBrandOutput = z.output<typeof subBrandBody>;
const resolver = coreResolver<SubBrandFormValues, SubBrandOutput>(subBrandBody);

export interface SubBrandFormModalProps {
  brand: Brand;
  /** The sub-brand to edit; absent: a new one of `brand`. */
  subBrand?: SubBrand;
  onClose: () => void;
}

/** Sub-brand form: the name, under its parent brand (shown); always saved active. */
export function SubBrandFormModal({ brand, subBrand, onClose }: SubBrandFormModalProps) {
  const formId = useId();
  const { save } = useSubBrandMutations();
  const { showFailure, alertDialog } = useAlert();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SubBrandFormValues, unknown, SubBrandOutput>({
    resolver,
    defaultValues: {
      name: subBrand?.name ?? '',
      brandId: brand.id,
      // Kept as they are: the form edits the name only.
      description: subBrand?.description ?? null,
      logo: subBrand?.logo ?? null,
      isActive: true,
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: subBrand?.id, body: { ...values, isActive: true } });
      toast.success(subBrand ? 'Đã cập nhật dòng sản phẩm' : 'Đã thêm dòng sản phẩm');
      onClose();
    } catch (error) {
      if (showFieldErrors(error, setError, ['name'])) return;
      showFailure(error, {
        fallback: operationFallback(error),
        forbidden: noPermissionMessage(subBrand ? 'sửa' : 'thêm', 'dòng sản phẩm'),
      });
    }
  });

  return (
    <Modal
      open
      onClose={isSubmitting ? () => {} : onClose}
      title={subBrand ? 'Sửa Dòng Sản Phẩm' : 'Thêm Dòng Sản Phẩm'}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Hủy
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {isSubmitting ? 'Đang xử lý…' : subBrand ? 'Cập Nhật' : 'Thêm Dòng Sản Phẩm'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
          Thương hiệu: <span className="font-semibold text-ink">{brand.name}</span>
        </p>
        <TextField label="Tên dòng sản phẩm *" autoFocus error={errors.name?.message} {...register('name')} />
      </form>
      {alertDialog}
    </Modal>
  );
}
