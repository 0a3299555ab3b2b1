import { useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';

/**
 * sonner (toasts) is loaded the first time something wants to show one, so a first visit to the
 * storefront does not download it. `loadToaster()` loads it once and tells the app's providers to
 * mount the `<Toaster>`; sonner keeps toasts created before the Toaster subscribes and shows them
 * once it mounts. The back office loads it as it opens (its screens import `toast` directly).
 */
let sonner: Promise<typeof Sonner> | null = null;
const listeners = new Set<() => void>();

export function loadToaster(): Promise<typeof Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** True once `loadToaster()` was called: the Toaster should be mounted. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sonner !== null,
    () => false,
  );
}
