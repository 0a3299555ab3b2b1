import type { ReactNode } from 'react';

/**
 * The first stop of the keyboard on a page: hidden until focused, it jumps past the header and the
 * menus to the main content (`href`, e.g. `#main`; the target has tabIndex -1 to take the focus).
 */
export function SkipLink({ href, children }: { href: `#${string}`; children: ReactNode }) {
  return (
    <a
      href={href}
      className="sr-only z-50 rounded-lg bg-ink px-4 py-2 font-medium text-ivory focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      {children}
    </a>
  );
}
