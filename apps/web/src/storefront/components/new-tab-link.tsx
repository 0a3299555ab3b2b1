import type { ComponentProps } from 'react';

/**
 * A link to another site (Zalo, Messenger, a map) that opens in a new tab, without handing that site
 * this window (`noopener noreferrer`), and tells screen readers it opens a new tab.
 */
export function NewTabLink({ children, ...link }: ComponentProps<'a'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...link}>
      {children}
      <span className="sr-only"> (mở trong tab mới)</span>
    </a>
  );
}
