import { lazy, Suspense, useState } from 'react';
import type { QuickOrderDialogProps } from './quick-order-dialog';

// The form, react-hook-form and zod come with the first click on an order button, not with the page.
const QuickOrderDialog = lazy(async () => ({ default: (await import('./quick-order-dialog')).QuickOrderDialog }));

/**
 * QuickOrderDialog, downloaded when it first opens and mounted from then on (its success notice
 * shows after the form has closed).
 */
export function LazyQuickOrderDialog(props: QuickOrderDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <QuickOrderDialog {...props} />
    </Suspense>
  );
}
