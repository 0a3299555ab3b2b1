import { useSyncExternalStore } from 'react';

/** Below this width (Tailwind's xl) the orders are shown as cards: the seven-column table needs the room. */
const QUERY = '(max-width: 1279px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on phones, tablets and narrow laptops: order cards instead of the table. */
export function useOrderCards(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
