import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * The top of a back-office screen: an optional link up (`back`), the title, what the screen is for,
 * and its buttons on the right (`actions`).
 */
export function ScreenHeading({
  title,
  back,
  actions,
  descriptionClassName,
  children,
}: {
  title: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  /** The description's width, e.g. max-w-2xl. */
  descriptionClassName?: string;
  /** The description. */
  children?: ReactNode;
}) {
  const heading = (
    <div>
      {back && (
        <p className="text-sm">
          <Link to={back.to} className="text-primary-ink hover:underline">
            {back.label}
          </Link>
        </p>
      )}
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {children && <p className={cn('mt-1 text-sm text-stone-600', descriptionClassName)}>{children}</p>}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      {heading}
      {actions}
    </div>
  );
}
