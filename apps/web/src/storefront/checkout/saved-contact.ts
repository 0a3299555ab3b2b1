import type { CheckoutFormInput } from './checkout-form';

/**
 * "Lưu thông tin cho lần sau": the shopper's name, phone, email and address, kept in this browser's
 * localStorage only when they tick the box (unticked by default) and an order went through; an order
 * placed with the box unticked forgets them. Nothing of it is sent anywhere.
 */
export const SAVED_CONTACT_KEY = 'shop.checkout.contact';

export type SavedContact = Pick<CheckoutFormInput, 'customer' | 'phone' | 'email' | 'shippingAddress'>;

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/** What this browser keeps, or null (nothing kept, unreadable, or storage refused). */
export function loadSavedContact(): SavedContact | null {
  try {
    const raw = localStorage.getItem(SAVED_CONTACT_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Record<keyof SavedContact, unknown>>;
    const address = (v.shippingAddress ?? {}) as Record<string, unknown>;
    return {
      customer: text(v.customer, 200),
      phone: text(v.phone, 30),
      email: text(v.email, 200),
      shippingAddress: {
        province: text(address.province, 200),
        ward: text(address.ward, 200),
        street: text(address.street, 500),
      },
    };
  } catch {
    return null;
  }
}

export function saveContact(values: SavedContact): void {
  const kept: SavedContact = {
    customer: values.customer,
    phone: values.phone,
    email: values.email,
    shippingAddress: { ...values.shippingAddress },
  };
  try {
    localStorage.setItem(SAVED_CONTACT_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the order is placed all the same.
  }
}

export function forgetContact(): void {
  try {
    localStorage.removeItem(SAVED_CONTACT_KEY);
  } catch {
    // Nothing kept.
  }
}
