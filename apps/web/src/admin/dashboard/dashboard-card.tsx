import type { ReactNode } from 'react';

export interface DashboardCardProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** At the heading's end: the link to the matching screen. */
  link: ReactNode;
  children: ReactNode;
}

/** A white card of the dashboard: its heading with a link across from it, then the content. */
export function DashboardCard({ titleId, title, link, children }: DashboardCardProps) {
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {link}
      </div>
      {children}
    </section>
  );
}
