import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface LinkSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** The heading's level on its screen. */
  heading?: 'h2' | 'h3';
  /** The grid's columns on wide screens (`xl:grid-cols-4`). */
  className: string;
  /** The links, each in its `<li>`. */
  children: ReactNode;
}

/** A titled grid of link tiles (Truy cập nhanh, Thao tác nhanh): one column on phones, two from `sm`. */
export function LinkSection({ titleId, title, heading: Heading = 'h2', className, children }: LinkSectionProps) {
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId} className="text-base font-semibold text-ink">
        {title}
      </Heading>
      <ul className={cn('mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2', className)}>{children}</ul>
    </section>
  );
}
