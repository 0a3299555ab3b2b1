import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { DialogIcon } from './dialog-icon';
import { Modal, type ModalSize } from './modal';

type ConfirmType = 'danger' | 'warning' | 'info';

const CONFIRM_TITLES: Record<ConfirmType, string> = {
  danger: 'Xác nhận xóa',
  warning: 'Xác nhận',
  info: 'Xác nhận',
};

const CONFIRM_LABELS: Record<ConfirmType, string> = {
  danger: 'Xóa',
  warning: 'Xác nhận',
  info: 'Xác nhận',
};

const CONFIRM_BUTTONS: Record<ConfirmType, ButtonVariant> = {
  danger: 'danger',
  warning: 'warning',
  info: 'dark',
};

export interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape and the backdrop call this. */
  onClose: () => void;
  /**
   * May return a promise: the buttons wait (confirm shows a spinner) until it settles. The dialog
   * does not close itself; a rejection is left to the caller to report.
   */
  onConfirm: () => void | Promise<unknown>;
  type?: ConfirmType;
  /** Default: Xác nhận xóa for danger, Xác nhận otherwise. */
  title?: string;
  message: ReactNode;
  /** Default: Xóa for danger, Xác nhận otherwise. */
  confirmText?: string;
  cancelText?: string;
  /** Shows the confirm button busy (for work the caller tracks itself). */
  loading?: boolean;
  size?: ModalSize;
}

/** Asks before an action. Focus starts on Hủy, the safe choice. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  type = 'warning',
  title,
  message,
  confirmText,
  cancelText = 'Hủy',
  loading = false,
  size = 'sm',
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const busy = loading || pending;

  async function confirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // Failures are the caller's to report (its mutation's onError, a toast...).
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : onClose}
      title={title ?? CONFIRM_TITLES[type]}
      icon={<DialogIcon tone={type} />}
      size={size}
      describedBy={messageId}
      initialFocusRef={cancelRef}
      hideCloseButton
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy} className="sm:min-w-24">
            {cancelText}
          </Button>
          <Button variant={CONFIRM_BUTTONS[type]} onClick={() => void confirm()} loading={busy} className="sm:min-w-24">
            {confirmText ?? CONFIRM_LABELS[type]}
          </Button>
        </>
      }
    >
      <div id={messageId} className="text-sm leading-relaxed text-stone-700">
        {message}
      </div>
    </Modal>
  );
}
