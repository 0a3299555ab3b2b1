import { useState } from 'react';
import { AlertDialog } from '../../components/ui/alert-dialog';

export interface ListErrorDialogProps {
  message: string;
  /** When the failure happened (TanStack Query's errorUpdatedAt): each new failure opens the dialog again. */
  failedAt: number;
  onRetry: () => void;
}

/** The Lỗi dialog of a list that could not be loaded; its button, Thử lại, loads it again. */
export function ListErrorDialog({ message, failedAt, onRetry }: ListErrorDialogProps) {
  const [dismissed, setDismissed] = useState<number | null>(null);
  return (
    <AlertDialog
      open={dismissed !== failedAt}
      type="error"
      message={message}
      buttonText="Thử lại"
      onClose={() => {
        setDismissed(failedAt);
        onRetry();
      }}
    />
  );
}
