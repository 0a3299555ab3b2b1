import { useCallback, useState } from 'react';

/** A set that a click adds an item to or takes it out of (the rows opened, the images chosen). */
export function useToggleSet<T>() {
  const [items, setItems] = useState<ReadonlySet<T>>(new Set());
  const toggle = useCallback(
    (item: T) =>
      setItems((prev) => {
        const next = new Set(prev);
        if (next.has(item)) next.delete(item);
        else next.add(item);
        return next;
      }),
    [],
  );
  return { items, toggle, setItems };
}
