import { useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

const UNSAVED_MESSAGES = {
  title: 'Thay đổi chưa được lưu',
  message: 'Bạn có thay đổi chưa lưu. Rời khỏi trang này sẽ bỏ các thay đổi đó.',
  leave: 'Rời đi',
  stay: 'Ở lại',
} as const;

type Navigate = (...args: unknown[]) => void;
interface Navigator {
  push: Navigate;
  replace: Navigate;
}

/** Makes the router's navigator hand each navigation to `hold` instead of going; returns the undo. */
function holdNavigations(navigator: Navigator, hold: (go: () => void) => void): () => void {
  const { push, replace } = navigator;
  navigator.push = (...args) => hold(() => push.apply(navigator, args));
  navigator.replace = (...args) => hold(() => replace.apply(navigator, args));
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

/**
 * Warns before leaving a form with unsaved changes (`dirty`): closing or reloading the tab asks the
 * browser's own question (beforeunload); a move inside the app (a menu link, another settings tab)
 * waits for "Rời đi" in a warning dialog, "Ở lại" keeps the form. Render the returned dialog.
 *
 * The app runs under a BrowserRouter (the storefront is rendered on the server and hydrated), where
 * react-router's useBlocker is not available: the router's navigator is wrapped instead while dirty.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext) as unknown as { navigator: Navigator };
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const release = holdNavigations(navigator, (go) => setPending(() => go));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      release();
    };
  }, [dirty, navigator]);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      type="warning"
      title={UNSAVED_MESSAGES.title}
      message={UNSAVED_MESSAGES.message}
      confirmText={UNSAVED_MESSAGES.leave}
      cancelText={UNSAVED_MESSAGES.stay}
      onClose={() => setPending(null)}
      onConfirm={() => {
        const go = pending;
        setPending(null);
        go?.();
      }}
    />
  );
  return { dialog };
}

/** "Đã thay đổi: Địa chỉ, Liên kết Zalo" above a form's save button, or nothing when all is saved. */
export function ChangedFields({ labels }: { labels: string[] }) {
  return (
    <p role="status" className="text-sm text-amber-900">
      {labels.length > 0 && (
        <>
          <span className="font-semibold">Chưa lưu {labels.length} thay đổi:</span> {labels.join(', ')}
        </>
      )}
    </p>
  );
}
