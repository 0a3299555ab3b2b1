import { useCallback, useState } from 'react';
import { AlertDialog } from '../../components/ui/alert-dialog';
import { failureAlert, type AlertContent, type FailureOptions } from './no-permission';

/**
 * One alert dialog for a screen: render `alertDialog` once, then `showAlert({type, title?, message})`
 * or `showFailure(error, {fallback, forbidden})` (Không có quyền on 403, else Lỗi with the server's
 * message or the fallback).
 */
export function useAlert() {
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const showAlert = useCallback((content: AlertContent) => setAlert(content), []);
  const showFailure = useCallback(
    (error: unknown, options: FailureOptions) => setAlert(failureAlert(error, options)),
    [],
  );
  const alertDialog = (
    <AlertDialog
      open={alert !== null}
      onClose={() => setAlert(null)}
      type={alert?.type ?? 'error'}
      title={alert?.title}
      message={alert?.message ?? ''}
    />
  );
  return { showAlert, showFailure, alertDialog };
}
