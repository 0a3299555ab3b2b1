export interface CartLine {
  productId: number;
  variantId: number;
  sizeId: number | null;
  name: string;
  description: string;
  category: string | null;
  sizeName: string | null;
  sizeDiameter: string | null;
  gender: string;
  image: string | null;
  price: number;
  quantity: number;
}

const sameLine = (a: Pick<CartLine, 'productId' | 'sizeId'>, b: Pick<CartLine, 'productId' | 'sizeId'>) =>
  a.productId === b.productId && a.sizeId === b.sizeId;

/** Adding an existing product and size raises its quantity, otherwise appends a line. */
export function addLine(lines: CartLine[], line: CartLine): CartLine[] {
  const found = lines.find((l) => sameLine(l, line));
  if (!found) return [...lines, line];
  return lines.map((l) => (sameLine(l, line) ? { ...l, quantity: l.quantity + line.quantity } : l));
}

/** Sets a quantity; 0 or less removes the line. */
export function setQuantity(
  lines: CartLine[],
  key: Pick<CartLine, 'productId' | 'sizeId'>,
  quantity: number,
): CartLine[] {
  if (quantity <= 0) return removeLine(lines, key);
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity } : l));
}

export function removeLine(lines: CartLine[], key: Pick<CartLine, 'productId' | 'sizeId'>): CartLine[] {
  return lines.filter((l) => !sameLine(l, key));
}
