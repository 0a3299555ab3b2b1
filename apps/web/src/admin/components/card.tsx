import type { ReactNode } from 'react';
import { TitledSection } from '../../components/ui/titled-section';

/** A card of a record's page (an order, a return, a customer), named by its heading. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      level={3}
      titleClassName="text-base font-semibold text-ink"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <div className="mt-3">{children}</div>
    </TitledSection>
  );
}
