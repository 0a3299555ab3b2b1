import { FREE_SHIPPING_OVER, SHIPPING_FEE, TAX_RATE } from './constants.ts';

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

export interface CartTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
  /** Amount still needed for free shipping (strictly over 500, so at least 0.01); 0 once it applies. */
  neededForFreeShipping: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Free shipping strictly over 500, else 25; tax 8% of subtotal. */
export function cartTotals(lines: Pick<CartLine, 'price' | 'quantity'>[]): CartTotals {
  const subtotal = cents(lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
  const free = subtotal > FREE_SHIPPING_OVER;
  const shipping = lines.length === 0 || free ? 0 : SHIPPING_FEE;
  const tax = cents(subtotal * TAX_RATE);
  return {
    subtotal,
    shipping,
    tax,
    total: cents(subtotal + shipping + tax),
    neededForFreeShipping: free ? 0 : Math.max(cents(FREE_SHIPPING_OVER - subtotal), 0.01),
  };
}
