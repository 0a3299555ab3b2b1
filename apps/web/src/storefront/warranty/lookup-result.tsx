import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** How a found record's status line is coloured: all good, under way, or closed. */
type LookupTone = 'good' | 'active' | 'closed';

const TONE_CLASS: Record<LookupTone, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  active: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200',
  closed: 'bg-stone-100 text-stone-700',
};

export interface LookupResultProps {
  /** The section's heading, which also names it. */
  title: string;
  icon: LucideIcon;
  tone: LookupTone;
  /** What the status line says. */
  status: ReactNode;
  /** The record's details below the status line. */
  children: ReactNode;
}

/** What a look-up on /bao-hanh found (a warranty card or a service ticket): its heading, a coloured status line, its details. */
export function LookupResult({ title, icon: Icon, tone, status, children }: LookupResultProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      <p className={`flex items-center gap-2 rounded-lg px-3 py-2 font-semibold ${TONE_CLASS[tone]}`}>
        <Icon className="size-5" aria-hidden="true" />
        {status}
      </p>
      {children}
    </section>
  );
}
