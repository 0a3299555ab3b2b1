import { RETURN_MESSAGES, type OrderReturns } from '@shop/core/schemas/return';
import { useState } from 'react';

type ReturnableLine = OrderReturns['lines'][number];

/**
 * A return form's counts (how many of each line go back), for the shopper's form on the tracking page
 * and the staff's on the order: `check` answers the lines asked for, or the first thing missing in
 * the words the server uses (no line, no reason).
 */
export function useReturnCounts() {
  const [counts, setCounts] = useState<Record<number, number>>({});
  const lines = () =>
    Object.entries(counts)
      .filter(([, q]) => q > 0)
      .map(([lineId, quantity]) => ({ lineId: Number(lineId), quantity }));
  return {
    counts,
    set: (line: ReturnableLine, value: number) =>
      setCounts((c) => ({ ...c, [line.lineId]: Math.max(0, Math.min(line.returnable, value || 0)) })),
    check: (reason: string): { lines: { lineId: number; quantity: number }[] } | { missing: string } => {
      const asked = lines();
      if (!asked.length) return { missing: RETURN_MESSAGES.noLines };
      if (!reason.trim()) return { missing: RETURN_MESSAGES.reasonRequired };
      return { lines: asked };
    },
  };
}

/** The lines of a return form: each line of the order with the number of it to return (0 to what is left). */
export function ReturnLinesField({
  legend,
  lines,
  counts,
  onChange,
  showReturnable = false,
}: {
  legend: string;
  lines: ReturnableLine[];
  counts: ReturnType<typeof useReturnCounts>['counts'];
  onChange: ReturnType<typeof useReturnCounts>['set'];
  /** Say beside each line how many of it can still be returned (the staff's form). */
  showReturnable?: boolean;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      {lines.map((l) => (
        <label key={l.lineId} className="flex items-center justify-between gap-3 text-sm">
          <span>
            {l.productName} — {l.variantName}
            {showReturnable && <span className="text-stone-500"> (còn trả được {l.returnable})</span>}
          </span>
          <input
            type="number"
            min={0}
            max={l.returnable}
            disabled={l.returnable === 0}
            aria-label={`Số lượng trả: ${l.productName} ${l.variantName}`}
            value={counts[l.lineId] ?? 0}
            onChange={(e) => onChange(l, Number(e.target.value))}
            className="w-20 rounded-lg border border-stone-300 px-2 py-1.5"
          />
        </label>
      ))}
    </fieldset>
  );
}
