import { useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { DialogIcon } from './dialog-icon';
import { Modal, type ModalSize } from './modal';

export type AlertType = 'success' | 'error' | 'warning' | 'info';

const ALERT_TITLES: Record<AlertType, string> = {
  success: 'Thành công',
  error: 'Lỗi',
  warning: 'Cảnh báo',
  info: 'Thông tin',
};

const BUTTONS: Record<AlertType, ButtonVariant> = {
  success: 'primary',
  error: 'dark',
  warning: 'dark',
  info: 'dark',
};

export interface AlertDialogProps {
  open: boolean;
  onClose: () => void;
  type?: AlertType;
  /** Default: the type's title (Thành công, Lỗi, Cảnh báo, Thông tin). */
  title?: string;
  message: ReactNode;
  /** Label of the closing button. */
  buttonText?: string;
  size?: ModalSize;
}

/** A message with one button; Escape, the button and the backdrop close it. */
export function AlertDialog({
  open,
  onClose,
  type = 'info',
  title,
  message,
  buttonText = 'Đóng',
  size = 'sm',
}: AlertDialogProps) {
  const messageId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title ?? ALERT_TITLES[type]}
      icon={<DialogIcon tone={type} />}
      size={size}
      describedBy={messageId}
      initialFocusRef={buttonRef}
      hideCloseButton
      footer={
        <Button ref={buttonRef} variant={BUTTONS[type]} onClick={onClose} className="sm:min-w-24">
          {buttonText}
        </Button>
      }
    >
      <div id={messageId} className="text-sm leading-relaxed text-stone-700">
        {message}
      </div>
    </Modal>
  );
}
