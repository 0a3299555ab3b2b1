import type { OrderReturns } from '@shop/core/schemas/return';

type ReturnableLine = OrderReturns['lines'][number];

/** The lines of a return form: each line of the order with the number of it to return (0 to what is left). */
export function ReturnLinesField({
  legend,
  lines,
  form,
  showReturnable = false,
}: {
  legend: string;
  lines: ReturnableLine[];
  /** How many of each line go back (useReturnForm). */
  form: { counts: Record<number, number>; set: (line: ReturnableLine, value: number) => void };
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
            value={form.counts[l.lineId] ?? 0}
            onChange={(e) => form.set(l, Number(e.target.value))}
            className="w-20 rounded-lg border border-stone-300 px-2 py-1.5"
          />
        </label>
      ))}
    </fieldset>
  );
}
