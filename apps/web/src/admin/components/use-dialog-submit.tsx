import { useState, type FormEventHandler } from 'react';
import { errorMessage } from '../../api/client';

/**
 * The submit of a dialog whose inputs live in its own state: `send` returns the message of what is
 * missing, or the request; once it is done the dialog closes, and a refusal is said in the dialog.
 * `onSubmit` is FormModal's; render `alert` at the foot of the form.
 */
export function useDialogSubmit(send: () => string | Promise<unknown>, onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      const sent = send();
      if (typeof sent === 'string') return setError(sent);
      await sent;
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const onSubmit: FormEventHandler<HTMLFormElement> = (e) => {
    e.preventDefault();
    void submit();
  };
  const alert = error && (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {error}
    </p>
  );
  return { onSubmit, alert };
}
