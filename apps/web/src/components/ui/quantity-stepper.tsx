import { Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';

/** `joined`: one bordered box holding − value + (the cart); `separate`: three small pieces, each button bordered (a form's lines). */
type StepperLook = 'joined' | 'separate';

/** Each look's classes: the group, a button, the value. */
const LOOKS: Record<StepperLook, [string, string, string]> = {
  joined: [
    'inline-flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white',
    'inline-flex size-10 items-center justify-center text-ink transition-colors hover:bg-stone-100',
    'min-w-10 text-center text-sm font-semibold tabular-nums',
  ],
  separate: [
    'flex items-center gap-1.5',
    'inline-flex size-8 items-center justify-center rounded-lg border border-stone-300 bg-white text-ink hover:bg-stone-50',
    'w-8 text-center text-sm font-semibold',
  ],
};

export interface QuantityStepperProps {
  /** The group's accessible name, e.g. "Số lượng Đồng hồ Tissot PRX". */
  label: string;
  value: number;
  onChange: (quantity: number) => void;
  /** Giảm số lượng is disabled at `min`: 1, or 0 where going below 1 removes the line. */
  min: 0 | 1;
  /** Tăng số lượng is disabled at `max`. */
  max: number;
  look: StepperLook;
  /** The id of a text saying why the quantity stops where it does. */
  describedBy?: string;
}

/** A quantity with its Giảm số lượng (−) and Tăng số lượng (+) buttons; the value is announced as it changes. */
export function QuantityStepper({ label, value, onChange, min, max, look, describedBy }: QuantityStepperProps) {
  const [group, button, shown] = LOOKS[look];
  const buttonClass = cn(button, 'disabled:cursor-not-allowed disabled:opacity-40');
  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className={group}>
      <button
        type="button"
        className={buttonClass}
        aria-label="Giảm số lượng"
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" aria-label="Số lượng" className={shown}>
        {value}
      </output>
      <button
        type="button"
        className={buttonClass}
        aria-label="Tăng số lượng"
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
