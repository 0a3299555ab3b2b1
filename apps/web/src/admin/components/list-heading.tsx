import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The heading of a catalogue list (Thương hiệu, Danh mục…) with its add button, shown when `onAdd` is given. */
export function ListHeading({ title, addLabel, onAdd }: { title: string; addLabel: string; onAdd?: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {onAdd && (
        <Button onClick={onAdd}>
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </Button>
      )}
    </div>
  );
}
