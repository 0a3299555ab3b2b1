import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/**
 * The heading of a catalogue list (Thương hiệu, Danh mục, Sản phẩm…) with its add button, shown when
 * `onAdd` is given, and any other buttons (`tools`, e.g. export and import) before it.
 */
export function ListHeading({
  title,
  addLabel,
  onAdd,
  tools,
}: {
  title: string;
  addLabel: string;
  onAdd?: () => void;
  tools?: ReactNode;
}) {
  const add = onAdd && (
    <Button onClick={onAdd}>
      <Plus className="size-4" aria-hidden="true" />
      {addLabel}
    </Button>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {tools ? (
        <div className="flex flex-wrap items-center gap-2">
          {tools}
          {add}
        </div>
      ) : (
        add
      )}
    </div>
  );
}
