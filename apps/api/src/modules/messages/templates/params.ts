import type { Order, PaymentInstructions, PaymentMethod, ShippingAddress } from '@shop/core/schemas/order';
import type { ServiceStatus } from '@shop/core/schemas/service';

/** The order as a message shows it, taken when the message is written (a later edit does not change it). */
export interface OrderSnapshot {
  id: number;
  code: string;
  customer: string;
  phone: string;
  email: string | null;
  shippingAddress: ShippingAddress | null;
  items: { productName: string; variantName: string | null; price: number; quantity: number }[];
  subtotal: number;
  shippingFee: number;
  amount: number;
  paymentMethod: PaymentMethod;
  /** The transfer details and VietQR payload of a bank-transfer order. */
  payment: PaymentInstructions | null;
  carrier: string | null;
  trackingNumber: string | null;
  createdAt: string;
}

/** The shop's bank account as the owner set it (the payment-account-changed message). */
export interface AccountSnapshot {
  bankName: string;
  accountNumber: string;
  accountName: string;
  changedBy: string;
  changedAt: string;
}

/** A service ticket as a message shows it (docs/services.md), taken when the message is written. */
export interface ServiceSnapshot {
  id: number;
  code: string;
  customerName: string;
  brandName: string;
  model: string;
  status: ServiceStatus;
  estimate: number | null;
  fee: number | null;
}

/** What a message's template is filled with: an order (and a cancel reason, a refund, a one-time code), the bank account, or a service ticket. */
export type MessageParams =
  | { order: OrderSnapshot; reason?: string | null; refund?: number; code?: string }
  | { account: AccountSnapshot }
  | { service: ServiceSnapshot };

/** The parts of a ticket a message needs; its contact details stay in the ticket. */
export function serviceSnapshot(s: ServiceSnapshot): ServiceSnapshot {
  const { id, code, customerName, brandName, model, status, estimate, fee } = s;
  return { id, code, customerName, brandName, model, status, estimate, fee };
}

/** The parts of an order a message needs; the order's own contact details stay in the order. */
export function orderSnapshot(
  order: Pick<
    Order,
    | 'id'
    | 'code'
    | 'customer'
    | 'phone'
    | 'email'
    | 'shippingAddress'
    | 'items'
    | 'subtotal'
    | 'shippingFee'
    | 'amount'
    | 'paymentMethod'
    | 'payment'
    | 'createdAt'
  > & { carrier?: string | null; trackingNumber?: string | null },
): OrderSnapshot {
  const { id, code, customer, phone, subtotal, shippingFee, amount, paymentMethod, createdAt } = order;
  return {
    id,
    code,
    customer,
    phone,
    email: order.email ?? null,
    shippingAddress: order.shippingAddress ?? null,
    items: order.items.map((i) => ({
      productName: i.productName,
      variantName: i.variantName ?? null,
      price: i.price,
      quantity: i.quantity,
    })),
    subtotal,
    shippingFee,
    amount,
    paymentMethod,
    payment: order.payment ?? null,
    carrier: order.carrier ?? null,
    trackingNumber: order.trackingNumber ?? null,
    createdAt,
  };
}
