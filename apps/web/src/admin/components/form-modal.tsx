import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type SubmitErrorHandler, type UseFormProps } from 'react-hook-form';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { Modal, type ModalSize } from '../../components/ui/modal';
import { showFieldErrors } from './field-errors';
import { fieldProps } from './form-field';
import type { FailureOptions } from './no-permission';
import { useAlert } from './use-alert';

export interface FormModalProps {
  /** Shown (default); a dialog kept mounted passes false while closed. */
  open?: boolean;
  title: string;
  /** Beside the title (a DialogIcon): a dialog that asks before a step of an order. */
  icon?: ReactNode;
  size: ModalSize;
  /** The close button's label (default Hủy; Quay lại where Hủy would read as the step itself). */
  cancelLabel?: string;
  /** The submit button's look (default primary; warning for a step that cannot be undone). */
  submitVariant?: ButtonVariant;
  /** Without the × in the corner: the footer's buttons are the only ways out. */
  hideCloseButton?: boolean;
  /** The submit button's label (Cập Nhật, Thêm Thương Hiệu…). */
  submitLabel: string;
  /** The submit button's label while saving. */
  busyLabel?: string;
  /** Saving: the buttons are disabled and the modal cannot be closed. */
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  closeOnBackdrop?: boolean;
  /** The form's layout; default: the fields stacked. */
  formClassName?: string;
  /** The fields. */
  children: ReactNode;
  /** Under the form: what is saved on its own, the form's alert dialog. */
  after?: ReactNode;
}

/** A back-office form in a modal: the fields, then Hủy and the submit button in the footer. */
export function FormModal({
  open = true,
  title,
  icon,
  size,
  cancelLabel = 'Hủy',
  submitVariant,
  hideCloseButton,
  submitLabel,
  busyLabel = 'Đang xử lý…',
  busy,
  onSubmit,
  onClose,
  closeOnBackdrop,
  formClassName = 'space-y-4',
  children,
  after,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : onClose}
      title={title}
      icon={icon}
      size={size}
      hideCloseButton={hideCloseButton}
      closeOnBackdrop={closeOnBackdrop}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} loading={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={formClassName}>
        {children}
      </form>
      {after}
    </Modal>
  );
}

/** The modal a form shows while the lists it chooses from load. */
export function LoadingModal({ title, size, onClose }: { title: string; size: ModalSize; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={title} size={size}>
      <p role="status" className="py-12 text-center text-sm text-stone-600">
        Đang tải…
      </p>
    </Modal>
  );
}

export interface ModalFormOptions<TValues extends FieldValues, TOutput> extends UseFormProps<
  TValues,
  unknown,
  TOutput
> {
  /** Sends the checked values; the modal's own follow-up (toast, close) comes after it, inside. */
  save: (values: TOutput) => Promise<unknown>;
  /** Values whose refusal by the server (400/409 details, e.g. "Tên đã tồn tại") is said under the field. */
  serverFields?: readonly Path<TValues>[];
  /** Any other failure: the Lỗi or Không có quyền dialog with these texts. */
  failure: (error: unknown) => FailureOptions;
  /** When the values do not pass the form's checks. */
  onInvalid?: SubmitErrorHandler<TValues>;
}

/**
 * A form modal's form: react-hook-form with the core contract's resolver, a `submit` that saves and
 * maps the server's refusals (under the fields, else in the alert dialog), and `field(name)` for the
 * labelled fields. `modal` is FormModal's busy, onSubmit and after (the alert dialog).
 */
export function useModalForm<TValues extends FieldValues, TOutput>({
  save,
  serverFields = [],
  failure,
  onInvalid,
  ...options
}: ModalFormOptions<TValues, TOutput>) {
  const form = useForm<TValues, unknown, TOutput>(options);
  const { showAlert, showFailure, alertDialog } = useAlert();
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      if (showFieldErrors(error, form.setError, serverFields)) return;
      showFailure(error, failure(error));
    }
  }, onInvalid);
  const busy = form.formState.isSubmitting;
  /** FormModal's props that come from the form: `<FormModal title=… {...modal}>`. */
  const modal = { busy, onSubmit: (e) => void submit(e), after: alertDialog } satisfies Partial<FormModalProps>;
  return { form, field: fieldProps(form), submit, busy, showAlert, alertDialog, modal };
}
