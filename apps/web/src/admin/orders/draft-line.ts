/** A line of an order being entered by staff: what is sent plus what is shown. */
export interface DraftLine {
  productId: number;
  variantId: number;
  productName: string;
  variantName: string;
  /** The variant's discounted price (the server prices the order again from the database). */
  unitPrice: number;
  quantity: number;
}

export const MAX_LINE_QUANTITY = 99;

/** Adds a line; the same variant again adds to its quantity (at most 99). */
export function addDraftLine(lines: DraftLine[], line: DraftLine): DraftLine[] {
  const existing = lines.find((l) => l.variantId === line.variantId);
  if (!existing) return [...lines, line];
  return lines.map((l) =>
    l.variantId === line.variantId ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + line.quantity) } : l,
  );
}

export function draftTotal(lines: DraftLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

/** What POST /api/orders takes for the lines. */
export function draftItems(lines: DraftLine[]) {
  return lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));
}
