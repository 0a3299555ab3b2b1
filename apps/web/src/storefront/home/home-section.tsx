import { ArrowRight } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';

interface HomeSectionProps {
  /** The heading's id, named by the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  /** A link beside the title (e.g. see all). */
  action?: { to: string; label: string };
  ref?: Ref<HTMLElement>;
  /** The section's vertical space (above it only, unless told). */
  spacing?: string;
  children: ReactNode;
}

/** A section of the home page: its title block (eyebrow, title, optional link) above its content. */
export function HomeSection({
  id,
  eyebrow,
  title,
  action,
  ref,
  spacing = 'pt-16 sm:pt-20',
  children,
}: HomeSectionProps) {
  return (
    <section ref={ref} aria-labelledby={id} className={`mx-auto max-w-7xl px-4 sm:px-6 ${spacing}`}>
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
      {children}
    </section>
  );
}
