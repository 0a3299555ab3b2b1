import { RETURN_MESSAGES, type OrderReturns } from '@shop/core/schemas/return';
import { useState, type FormEvent } from 'react';
import { errorMessage } from './client';

type ReturnableLine = OrderReturns['lines'][number];
type AskedLine = { lineId: number; quantity: number };

/**
 * A return form, the shopper's on the tracking page and the staff's on the order: how many of each
 * line go back, the reason and the error shown. Submitting checks first what the server would
 * refuse, in its words (no line, no reason), then `precheck` (the form's own fields), then `send`s
 * the lines asked for and the trimmed reason; a refusal is shown as the error.
 */
export function useReturnForm(
  send: (lines: AskedLine[], reason: string) => Promise<void>,
  precheck: () => string | null = () => null,
) {
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const asked = Object.entries(counts)
      .filter(([, q]) => q > 0)
      .map(([lineId, quantity]) => ({ lineId: Number(lineId), quantity }));
    const missing = !asked.length
      ? RETURN_MESSAGES.noLines
      : !reason.trim()
        ? RETURN_MESSAGES.reasonRequired
        : precheck();
    if (missing) return setError(missing);
    try {
      await send(asked, reason.trim());
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return {
    counts,
    set: (line: ReturnableLine, value: number) =>
      setCounts((c) => ({ ...c, [line.lineId]: Math.max(0, Math.min(line.returnable, value || 0)) })),
    reason,
    setReason,
    error,
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      void submit();
    },
  };
}
