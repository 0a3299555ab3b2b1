import { addLine, removeLine, setQuantity, type CartLine } from '@shop/core/cart';
import { GENDERS } from '@shop/core/constants';
import { discountedPrice, hasPrice } from '@shop/core/pricing';
import type { Product } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CART_STORAGE_KEY = 'cart';
/** An order line takes 1 to 99 pieces (the order contract); the cart keeps to the same bounds. */
export const MAX_LINE_QUANTITY = 99;

export type CartLineKey = Pick<CartLine, 'productId' | 'sizeId'>;
export const cartLineKey = (l: CartLineKey) => `${l.productId}:${l.sizeId ?? 'none'}`;

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isText = (v: unknown) => typeof v === 'string';
const isTextOrNull = (v: unknown) => v === null || isText(v);

/** A stored line as this version of the app writes it, field by field (checked by hand: no zod in the storefront). */
const STORED_LINE = {
  productId: (v) => isInt(v) && v > 0,
  variantId: (v) => isInt(v) && v > 0,
  sizeId: (v) => v === null || isInt(v),
  name: isText,
  description: isText,
  category: isTextOrNull,
  sizeName: isTextOrNull,
  sizeDiameter: isTextOrNull,
  gender: isText,
  image: isTextOrNull,
  // A price of 0 is Liên Hệ (ask the shop): such a line can never be ordered, so it is not kept.
  price: (v) => isInt(v) && hasPrice(v),
  quantity: (v) => isInt(v) && v >= 1 && v <= MAX_LINE_QUANTITY,
} satisfies Record<keyof CartLine, (v: unknown) => boolean>;

/** The stored line's own fields, or null when one is missing or wrong: such lines are dropped. */
function readStoredLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line: Partial<Record<keyof CartLine, unknown>> = {};
  for (const key of Object.keys(STORED_LINE) as (keyof CartLine)[]) {
    const v = (value as Record<string, unknown>)[key];
    if (!STORED_LINE[key](v)) return null;
    line[key] = v;
  }
  return line as CartLine;
}

/** The cart line of a product's variant: its selling price (after discount), size and the product's facts. */
export function cartLineOf(product: Product, variant: Variant, quantity = 1): CartLine {
  return {
    productId: product.id,
    variantId: variant.id,
    sizeId: variant.sizeId,
    name: product.name,
    description: product.description,
    category: product.category?.name ?? null,
    sizeName: variant.size?.name ?? variant.name,
    sizeDiameter: variant.size?.diameter ?? null,
    gender: (GENDERS as readonly string[]).includes(product.gender) ? product.gender : 'unisex',
    image: product.images[0] ?? null,
    price: hasPrice(variant.price) ? discountedPrice(variant.price, variant.discount) : 0,
    quantity,
  };
}

const clamp = (lines: CartLine[]) =>
  lines.map((l) => (l.quantity > MAX_LINE_QUANTITY ? { ...l, quantity: MAX_LINE_QUANTITY } : l));

/**
 * What adding to the cart did: `added`; `capped` (fewer than asked: the line reached `max`); `full`
 * (the line already holds `max`, nothing added); `refused` (no price: Liên Hệ).
 */
type AddResult = 'added' | 'capped' | 'full' | 'refused';

interface CartState {
  lines: CartLine[];
  /**
   * The same product and size raises the quantity, otherwise a new line, never above `max` (what
   * can be ordered now: the stock and the limit per line; 99 when not known).
   */
  add: (line: CartLine, max?: number) => AddResult;
  /**
   * Lowers the lines above what can be ordered now (`max` per variant, from the availability
   * answer; a line that cannot be ordered at all is kept, for the shopper to see and remove).
   * Answers the lines it lowered.
   */
  limitTo: (maxOf: (variantId: number) => number | undefined) => CartLine[];
  /** The lines the last `limitTo` lowered, as lowered (not kept across reloads). */
  lowered: CartLine[];
  /** 0 or less removes the line. */
  setQuantity: (key: CartLineKey, quantity: number) => void;
  remove: (key: CartLineKey) => void;
  clear: () => void;
  /** Today's unit prices (after discount) of some variants, e.g. after the server said the prices changed. */
  setPrices: (prices: readonly { variantId: number; price: number }[]) => void;
}

/** The cart, kept in localStorage so it survives reloads. */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      lowered: [],
      add: (line, max = MAX_LINE_QUANTITY) => {
        if (!hasPrice(line.price)) return 'refused';
        const cap = Math.min(max, MAX_LINE_QUANTITY);
        const held = get().lines.find((l) => l.productId === line.productId && l.sizeId === line.sizeId)?.quantity ?? 0;
        if (held >= cap) return 'full';
        const quantity = Math.min(line.quantity, cap - held);
        set((s) => ({ lines: clamp(addLine(s.lines, { ...line, quantity })) }));
        return quantity < line.quantity ? 'capped' : 'added';
      },
      limitTo: (maxOf) => {
        const lowered: CartLine[] = [];
        const lines = get().lines.map((l) => {
          const max = maxOf(l.variantId);
          if (max === undefined || max < 1 || l.quantity <= max) return l;
          const line = { ...l, quantity: max };
          lowered.push(line);
          return line;
        });
        if (lowered.length) set({ lines, lowered });
        return lowered;
      },
      setQuantity: (key, quantity) => set((s) => ({ lines: clamp(setQuantity(s.lines, key, Math.floor(quantity))) })),
      remove: (key) => set((s) => ({ lines: removeLine(s.lines, key) })),
      clear: () => set({ lines: [] }),
      setPrices: (prices) =>
        set((s) => ({
          lines: s.lines.map((l) => {
            const found = prices.find((p) => p.variantId === l.variantId);
            return found && hasPrice(found.price) ? { ...l, price: found.price } : l;
          }),
        })),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ lines: s.lines }),
      merge: (persisted, current) => {
        const raw = (persisted as { lines?: unknown } | undefined)?.lines;
        const lines = Array.isArray(raw) ? raw.flatMap((l) => readStoredLine(l) ?? []) : [];
        return { ...current, lines };
      },
    },
  ),
);

// Another tab changed the cart: take its copy.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
  });
}

/** Number of pieces in the cart (e.g. a badge on the cart link). */
export const useCartCount = () => useCartStore((s) => s.lines.reduce((n, l) => n + l.quantity, 0));

const noSubscription = () => () => {};

/**
 * The cart's lines once this device's cart has been read, null before: in a server render and
 * while the page hydrates (the server cannot know the cart, and the first render in the browser
 * must match its HTML). A page that shows them shows a placeholder of their size meanwhile.
 */
export function useDeviceCart(): CartLine[] | null {
  const lines = useCartStore((s) => s.lines);
  const read = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return read ? lines : null;
}

/**
 * Whether the device's cart is known to be empty: false on the server and while hydrating (as
 * useDeviceCart), and a component using it re-renders only when that answer changes.
 */
export function useDeviceCartEmpty(): boolean {
  return useSyncExternalStore(
    useCartStore.subscribe,
    () => useCartStore.getState().lines.length === 0,
    () => false,
  );
}
