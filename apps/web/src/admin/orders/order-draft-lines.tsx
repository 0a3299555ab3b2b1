import { Trash2 } from 'lucide-react';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { MAX_LINE_QUANTITY, draftTotal, type DraftLine } from './draft-line';

interface OrderDraftLinesProps {
  lines: DraftLine[];
  onQuantity: (variantId: number, quantity: number) => void;
  onRemove: (variantId: number) => void;
  money: (amount: number) => string;
  /** Leave out the total (the form shows the order's amounts itself). */
  hideTotal?: boolean;
}

/** The lines of the order being entered, with quantity steppers, removal and the live total. */
export function OrderDraftLines({ lines, onQuantity, onRemove, money, hideTotal = false }: OrderDraftLinesProps) {
  if (lines.length === 0) return null;
  return (
    <div>
      <ul aria-label="Sản phẩm trong đơn" className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
        {lines.map((line) => (
          <li key={line.variantId} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-ink">{line.productName}</p>
              <p className="text-xs text-stone-600">
                {line.variantName} · {money(line.unitPrice)}
              </p>
            </div>
            <QuantityStepper
              label={`Số lượng ${line.productName} ${line.variantName}`}
              value={line.quantity}
              onChange={(quantity) => onQuantity(line.variantId, quantity)}
              min={1}
              max={MAX_LINE_QUANTITY}
              look="separate"
            />
            <span className="w-28 text-right text-sm font-semibold text-ink">
              {money(line.unitPrice * line.quantity)}
            </span>
            <button
              type="button"
              aria-label={`Xóa ${line.productName} ${line.variantName}`}
              onClick={() => onRemove(line.variantId)}
              className="inline-flex size-8 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {!hideTotal && (
        <p className="mt-3 flex items-baseline justify-end gap-3">
          <span className="text-sm text-stone-600">Tổng cộng:</span>
          <strong className="text-lg text-ink">{money(draftTotal(lines))}</strong>
        </p>
      )}
    </div>
  );
}
