import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { formResolver } from '../../lib/form-resolver';
import { useModalForm, type FormModalProps, type ModalFormOptions } from './form-modal';
import { noPermissionMessage, operationFallback, type FailureOptions } from './no-permission';

/** How a form modal names what it adds or edits: in sentences ("dòng sản phẩm") and in headings ("Dòng Sản Phẩm"). */
interface ItemNames {
  noun: string;
  title: string;
}

export interface ItemModalFormOptions<TValues extends FieldValues, TSchema extends z.ZodType> extends Omit<
  ModalFormOptions<TValues, z.output<TSchema>>,
  'failure' | 'resolver'
> {
  /** The core contract that checks the values and makes them what `save` sends. */
  schema: TSchema;
  item: ItemNames;
  /** Editing one that exists (Sửa…, Cập Nhật, "Đã cập nhật…") rather than adding one (Thêm…, "Đã thêm…"). */
  editing: boolean;
  onClose: () => void;
  /** The Lỗi dialog's text when the server sent none; default: operationFallback. */
  fallback?: string;
  /** On a 403, the server's reason ('server', where a refusal says which rule applies) or always Bạn không có quyền… (default). */
  forbiddenText?: FailureOptions['forbiddenText'];
}

/**
 * The form of a modal that adds or edits one catalogue item (brand, sub-brand, category, size): after
 * `save`, the Đã thêm / Đã cập nhật toast and the modal closes; a refusal says Bạn không có quyền
 * thêm / sửa the item. `modal` holds FormModal's title, buttons and handlers: `<FormModal size="md" {...modal}>`.
 */
export function useItemModalForm<TValues extends FieldValues, TSchema extends z.ZodType>({
  schema,
  item,
  editing,
  onClose,
  fallback,
  forbiddenText,
  save,
  ...options
}: ItemModalFormOptions<TValues, TSchema>) {
  type TOutput = z.output<TSchema>;
  const resolver = useMemo(() => formResolver<TValues, TOutput>(schema as z.ZodType<TOutput, unknown>), [schema]);
  const modalForm = useModalForm<TValues, TOutput>({
    ...options,
    resolver,
    save: async (values) => {
      await save(values);
      toast.success(editing ? `Đã cập nhật ${item.noun}` : `Đã thêm ${item.noun}`);
      onClose();
    },
    failure: (error) => ({
      fallback: fallback ?? operationFallback(error),
      forbidden: noPermissionMessage(editing ? 'sửa' : 'thêm', item.noun),
      forbiddenText,
    }),
  });
  const modal = {
    title: `${editing ? 'Sửa' : 'Thêm'} ${item.title}`,
    submitLabel: editing ? 'Cập Nhật' : `Thêm ${item.title}`,
    onClose,
    ...modalForm.modal,
  } satisfies Partial<FormModalProps>;
  return { ...modalForm, modal };
}
