import { Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A small rounded label on a card (Trang chủ, the country…), coloured by `className`. */
export function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', className)}>
      {children}
    </span>
  );
}

/** Marks a brand or category shown on the storefront's home page. */
export function HomepageBadge() {
  return (
    <Badge className="bg-primary-soft text-primary-ink">
      <Home className="size-3" aria-hidden="true" />
      Trang chủ
    </Badge>
  );
}
