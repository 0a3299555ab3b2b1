import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  /** A link beside the title (e.g. see all). */
  action?: { to: string; label: string };
}

/** Title block of a home section; `id` goes on the h2 for the section's aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, action }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-primary-ink">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {title}
        </h2>
      </div>
      {action && (
        <Link
          to={action.to}
          className="inline-flex items-center gap-1.5 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-ink hover:bg-ink hover:text-ivory"
        >
          {action.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
