// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@shop/core/consents';
import { invoiceRequestInput } from '@shop/core/schemas/invoice';
import { ORDER_MESSAGES, placeOrderBody, shippingAddressInput, type PaymentMethod } from '@shop/core/schemas/order';
import { z } from 'zod';
import { formResolver } from '../../lib/form-resolver';

/** What an empty field of the checkout says: each field in its own words. */
const CHECKOUT_MISSING = {
  customer: 'Vui lòng nhập họ và tên người nhận',
  phone: 'Vui lòng nhập số điện thoại',
} as const;

/** The fields of the order contract (`placeOrderBody`, the server's) the shopper fills in; the checkout requires the address. */
const contract = placeOrderBody
  .pick({ customer: true, phone: true, email: true, note: true, paymentMethod: true, website: true })
  .extend({
    shippingAddress: shippingAddressInput,
    // The agreement box: the form asks for it as the server does (a shopper's order needs it).
    acceptTerms: z.literal(true, { error: ORDER_MESSAGES.acceptTerms }),
  });

/**
 * The checkout form: the fields of the order contract the shopper fills in, checked by the same core
 * schema as the server (so a wrong value reads as the server would say it), with the name and the
 * phone each saying what is missing in its own words. `website` is the honeypot: people never see it.
 */
const checkoutForm = contract
  .extend({
    customer: z.string().trim().min(1, CHECKOUT_MISSING.customer).pipe(contract.shape.customer),
    phone: z.string().trim().min(1, CHECKOUT_MISSING.phone).pipe(contract.shape.phone),
    // "Xuất hóa đơn VAT": the invoice fields count only when the box is ticked.
    wantsInvoice: z.boolean(),
    invoice: z.object({ companyName: z.string(), taxCode: z.string(), address: z.string(), email: z.string() }),
    // One unticked box per optional purpose; the ticked ones are sent as `consents`.
    consents: z.record(z.enum(CONSENT_PURPOSES), z.boolean()),
  })
  .superRefine(
    (v, ctx) => {
      if (!v.wantsInvoice) return;
      const checked = invoiceRequestInput.safeParse(v.invoice);
      for (const issue of checked.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: ['invoice', ...issue.path], message: issue.message });
    },
    // Checked with the other fields, so every mistake shows at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform(({ wantsInvoice, invoice, consents, ...values }) => ({
    ...values,
    invoice: wantsInvoice ? invoiceRequestInput.parse(invoice) : null,
    consents: CONSENT_PURPOSES.filter((p) => consents[p]),
  }));

/** What the inputs hold (the province select starts empty). */
export interface CheckoutFormInput {
  customer: string;
  phone: string;
  email: string;
  note: string;
  shippingAddress: { province: string; ward: string; street: string };
  paymentMethod: PaymentMethod;
  /** "Tôi đã đọc và đồng ý…": unticked until the shopper ticks it. */
  acceptTerms: boolean;
  /** "Xuất hóa đơn VAT": unticked; ticked, the invoice fields are asked for. */
  wantsInvoice: boolean;
  invoice: { companyName: string; taxCode: string; address: string; email: string };
  /** The optional purposes (issue 27 §4), each unticked until the shopper ticks it. */
  consents: Record<ConsentPurpose, boolean>;
  website: string;
}
export type CheckoutFormValues = z.output<typeof checkoutForm>;

export const checkoutResolver = formResolver<CheckoutFormInput, CheckoutFormValues>(checkoutForm);

export const EMPTY_CHECKOUT_FORM: CheckoutFormInput = {
  customer: '',
  phone: '',
  email: '',
  note: '',
  shippingAddress: { province: '', ward: '', street: '' },
  paymentMethod: 'cod',
  acceptTerms: false,
  wantsInvoice: false,
  invoice: { companyName: '', taxCode: '', address: '', email: '' },
  consents: Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, false])) as Record<ConsentPurpose, boolean>,
  website: '',
};

/** The form fields a 400 answer's `details[].field` may name, as react-hook-form names them. */
const CHECKOUT_FIELDS = [
  'customer',
  'phone',
  'email',
  'note',
  'shippingAddress.province',
  'shippingAddress.ward',
  'shippingAddress.street',
  'paymentMethod',
  'acceptTerms',
  'invoice.companyName',
  'invoice.taxCode',
  'invoice.address',
  'invoice.email',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export const isCheckoutField = (field: string): field is CheckoutField =>
  (CHECKOUT_FIELDS as readonly string[]).includes(field);

/**
 * A key for one attempt at placing the order (`Idempotency-Key`): 32 random hex digits. Made with
 * getRandomValues, which browsers also give pages served over plain http (randomUUID they do not).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const ORDER_FAILED_MESSAGE = 'Không thể đặt hàng lúc này. Vui lòng thử lại hoặc gọi hotline.';
