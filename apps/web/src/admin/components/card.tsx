import type { ReactNode } from 'react';
import { TitledSection } from '../../components/ui/titled-section';

/**
 * A section of a record's page on a white card, named by its heading: the record itself (`lead`, the
 * larger heading) or one of its parts. `level` is the heading's (default 2).
 */
export function CardSection({
  title,
  lead = false,
  level,
  children,
}: {
  title: ReactNode;
  lead?: boolean;
  level?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <TitledSection
      title={title}
      level={level}
      titleClassName={`${lead ? 'text-xl' : 'text-base'} font-semibold text-ink`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      {children}
    </TitledSection>
  );
}

/** A card of a record's page (an order, a return, a customer), named by its heading. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CardSection title={title} level={3}>
      <div className="mt-3">{children}</div>
    </CardSection>
  );
}
