// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { orderAmounts } from '@shop/core/checkout';
import {
  PAYMENT_METHOD_LABELS,
  priceChangedDetails,
  type PlaceOrderBody,
  type PriceChangedDetails,
} from '@shop/core/schemas/order';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { usePlaceOrder } from '../../api/orders';
import { errorMessage, isApiError } from '../../api/client';
import { settingKeys } from '../../api/settings';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { EmptyCart } from '../cart/cart-page';
import { useCartStore, useDeviceCartEmpty } from '../cart/cart-store';
import { useDocumentTitle } from '../components/use-document-title';
import { useShopSettings } from '../settings/use-shop-settings';
import { ProvinceSelect, TextAreaField } from './checkout-fields';
import { CheckoutLines } from './checkout-lines';
import {
  checkoutResolver,
  EMPTY_CHECKOUT_FORM,
  isCheckoutField,
  newIdempotencyKey,
  ORDER_FAILED_MESSAGE,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkout-form';
import { InvoiceFields } from './invoice-fields';
import { PriceChangedDialog } from './price-changed-dialog';
import { forgetContact, loadSavedContact, saveContact } from './saved-contact';
import { WardField, type WardFieldControl } from './ward-field';
import { HoneypotField } from '../components/honeypot-field';
import { TermsAgreement } from '../components/terms-agreement';
import { CheckField } from '../components/check-field';
import { PurchaseTerms } from './purchase-terms';
import { ConsentSection } from '../privacy/consent-section';
import { PhoneField } from '../components/phone-field';

const sectionClass = 'flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6';
const sectionTitle = 'text-lg font-semibold text-ink';

/**
 * Thanh toán, /checkout (docs/product/storefront.md#checkout): who receives the order, where, how
 * they pay, and the order summary computed as the server will (the amount shown is sent as
 * `expectedAmount`). Each attempt carries one Idempotency-Key, so a double click or a retry never
 * makes two orders. The cart empties only once the server accepted the order; the shopper then sees
 * /order/{code}.
 *
 * Rendered on the server without the cart, which is on the device: until it is read (the server's
 * HTML, the hydrating render) the summary shows a placeholder of its size (CheckoutLines). Only the
 * summary re-renders when the cart is read; the order sends the cart as it is when sent.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cartEmpty = useDeviceCartEmpty();
  const clearCart = useCartStore((s) => s.clear);
  const setPrices = useCartStore((s) => s.setPrices);
  const { storeName, shipping, bankTransfer } = useShopSettings();
  const formId = useId();
  useDocumentTitle(`Thanh toán | ${storeName}`);

  const { register, handleSubmit, setError, formState, control, reset } = useForm<
    CheckoutFormInput,
    unknown,
    CheckoutFormValues
  >({
    resolver: checkoutResolver,
    defaultValues: EMPTY_CHECKOUT_FORM,
  });
  const errors = formState.errors;
  const province = useWatch({ control, name: 'shippingAddress.province' });

  // "Lưu thông tin cho lần sau": what this browser kept fills the form (read once the page runs in
  // the browser), and the box stays ticked; the choice is applied when an order goes through.
  const [remember, setRemember] = useState(false);
  useEffect(() => {
    const saved = loadSavedContact();
    if (!saved) return;
    reset({ ...EMPTY_CHECKOUT_FORM, ...saved });
    // localStorage exists only in the browser, after hydration: the box follows what it holds, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRemember(true);
  }, [reset]);
  const sent = useRef<CheckoutFormValues | null>(null);

  // One key per attempt: the same body is the same attempt (a double click, a retry after a lost
  // answer) and re-sends its key; a changed body is a new attempt with a new key.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: PlaceOrderBody) => {
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const [priceChange, setPriceChange] = useState<PriceChangedDetails | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const place = usePlaceOrder({
    onSuccess: (order) => {
      const values = sent.current;
      if (remember && values)
        saveContact({
          customer: values.customer,
          phone: values.phone,
          email: values.email ?? '',
          shippingAddress: values.shippingAddress,
        });
      else if (!remember) forgetContact();
      void navigate(`/order/${order.code}`, { state: { phone: order.phone, placed: true } });
      clearCart();
    },
    onError: (error) => {
      if (!isApiError(error) || !error.fromServer) return setFailure(ORDER_FAILED_MESSAGE);
      if (error.status === 409) {
        const changed = priceChangedDetails.safeParse(error.details);
        if (changed.success) return setPriceChange(changed.data);
      }
      if (error.status === 400 && showFieldErrors(error.details)) return setFailure(null);
      setFailure(errorMessage(error, ORDER_FAILED_MESSAGE));
    },
  });

  /** Puts a 400 answer's field messages beside their fields; false when none is a field of the form. */
  function showFieldErrors(details: unknown): boolean {
    if (!Array.isArray(details)) return false;
    let shown = false;
    for (const detail of details as { field?: unknown; message?: unknown }[]) {
      if (typeof detail?.field !== 'string' || typeof detail.message !== 'string' || !isCheckoutField(detail.field))
        continue;
      setError(detail.field, { type: 'server', message: detail.message }, { shouldFocus: !shown });
      shown = true;
    }
    return shown;
  }

  /** Sends the cart as it is now, expecting the amount the summary shows (or `expectedAmount`). */
  const send = (values: CheckoutFormValues, expectedAmount?: number) => {
    const lines = useCartStore.getState().lines;
    if (place.isPending || lines.length === 0) return;
    setFailure(null);
    const body: PlaceOrderBody = {
      customer: values.customer,
      phone: values.phone,
      email: values.email,
      note: values.note,
      shippingAddress: values.shippingAddress,
      paymentMethod: values.paymentMethod,
      acceptTerms: values.acceptTerms,
      ...(values.invoice ? { invoice: values.invoice } : {}),
      ...(values.consents.length ? { consents: values.consents } : {}),
      items: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
      expectedAmount: expectedAmount ?? orderAmounts(lines, shipping).amount,
      ...(values.website ? { website: values.website } : {}),
    };
    sent.current = values;
    place.mutate({ body, idempotencyKey: keyFor(body) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => void handleSubmit((values) => send(values))(event);

  /** The shopper accepts today's prices: the cart takes them and the order goes out with the new amount. */
  const acceptNewPrices = () => {
    if (!priceChange) return;
    setPrices(priceChange.items);
    void queryClient.invalidateQueries({ queryKey: settingKeys.all });
    const amount = priceChange.amount;
    setPriceChange(null);
    void handleSubmit((values) => send(values, amount))();
  };

  const bankOffered = bankTransfer !== null;

  // The heading keeps its place when an empty cart replaces the form (no shift of the first view).
  const heading = (
    <>
      <nav aria-label="Đường dẫn" className="text-sm text-stone-600">
        <Link to="/cart" className="font-medium text-primary-ink hover:underline">
          ← Quay lại giỏ hàng
        </Link>
      </nav>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Thanh toán</h1>
    </>
  );
  if (cartEmpty) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        {heading}
        <EmptyCart />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      {heading}
      <form
        id={formId}
        noValidate
        onSubmit={(e) => void submit(e)}
        className="relative mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby={`${formId}-buyer`} className={sectionClass}>
            <h2 id={`${formId}-buyer`} className={sectionTitle}>
              Thông tin người nhận
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Họ và tên"
                autoComplete="name"
                maxLength={200}
                error={errors.customer?.message}
                {...register('customer')}
              />
              <PhoneField hint="Ví dụ: 0901 234 567" error={errors.phone?.message} {...register('phone')} />
              <TextField
                label="Email (không bắt buộc)"
                type="email"
                autoComplete="email"
                maxLength={200}
                className="sm:col-span-2"
                error={errors.email?.message}
                {...register('email')}
              />
            </div>
          </section>

          <section aria-labelledby={`${formId}-address`} className={sectionClass}>
            <h2 id={`${formId}-address`} className={sectionTitle}>
              Địa chỉ giao hàng
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <ProvinceSelect
                label="Tỉnh / Thành phố"
                autoComplete="address-level1"
                error={errors.shippingAddress?.province?.message}
                {...register('shippingAddress.province')}
              />
              <WardField
                control={control as unknown as WardFieldControl}
                province={province}
                error={errors.shippingAddress?.ward?.message}
              />
              <TextField
                label="Số nhà, tên đường"
                autoComplete="street-address"
                maxLength={500}
                className="sm:col-span-2"
                error={errors.shippingAddress?.street?.message}
                {...register('shippingAddress.street')}
              />
              <TextAreaField
                label="Ghi chú (không bắt buộc)"
                maxLength={2000}
                className="sm:col-span-2"
                hint="Ví dụ: giờ nhận hàng, gọi trước khi giao"
                error={errors.note?.message}
                {...register('note')}
              />
              <CheckField
                className="sm:col-span-2"
                label="Lưu thông tin cho lần sau"
                hint="Họ tên, số điện thoại, email và địa chỉ được nhớ trên thiết bị này (không gửi đi đâu)."
                checked={remember}
                onChange={(e) => setRemember(e.target.checked)}
              />
            </div>
          </section>

          <fieldset className={sectionClass}>
            <legend className={`${sectionTitle} float-left w-full`}>Phương thức thanh toán</legend>
            <div className="flex flex-col gap-3">
              <PaymentOption
                value="cod"
                label={PAYMENT_METHOD_LABELS.cod}
                hint="Trả tiền mặt cho nhân viên giao hàng khi nhận đồng hồ."
                {...register('paymentMethod')}
              />
              {bankOffered && (
                <PaymentOption
                  value="bank_transfer"
                  label={PAYMENT_METHOD_LABELS.bank_transfer}
                  hint="Sau khi đặt hàng, quét mã VietQR bằng ứng dụng ngân hàng: số tiền và nội dung chuyển khoản đã điền sẵn."
                  {...register('paymentMethod')}
                />
              )}
            </div>
            {errors.paymentMethod?.message && <p className="text-sm text-red-700">{errors.paymentMethod.message}</p>}
          </fieldset>

          <section aria-labelledby={`${formId}-invoice`} className={sectionClass}>
            <h2 id={`${formId}-invoice`} className={sectionTitle}>
              Hóa đơn
            </h2>
            <InvoiceFields register={register} control={control} errors={errors} />
          </section>

          <section aria-labelledby={`${formId}-terms`} className={sectionClass}>
            <h2 id={`${formId}-terms`} className={sectionTitle}>
              Giao hàng, thanh toán và đổi trả
            </h2>
            <PurchaseTerms />
          </section>

          <section aria-labelledby={`${formId}-privacy`} className={sectionClass}>
            <h2 id={`${formId}-privacy`} className={sectionTitle}>
              Dữ liệu cá nhân
            </h2>
            <ConsentSection register={register} />
          </section>

          <HoneypotField {...register('website')} />
        </div>

        <section aria-labelledby={`${formId}-summary`} className={`${sectionClass} self-start lg:sticky lg:top-28`}>
          <h2 id={`${formId}-summary`} className={sectionTitle}>
            Đơn hàng của bạn
          </h2>
          <CheckoutLines shipping={shipping} />
          {failure && (
            <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
              <p>{failure}</p>
              <Link to="/cart" className="mt-1 inline-block font-semibold underline">
                Sửa giỏ hàng
              </Link>
            </div>
          )}
          <TermsAgreement error={errors.acceptTerms?.message} {...register('acceptTerms')} />
          <Button type="submit" size="lg" className="w-full" loading={place.isPending}>
            Đặt Hàng
          </Button>
          <p className="text-xs text-stone-500">Cửa hàng sẽ gọi điện xác nhận đơn trước khi giao.</p>
        </section>
      </form>
      <PriceChangedDialog
        change={priceChange}
        onCancel={() => {
          if (priceChange) setPrices(priceChange.items);
          setPriceChange(null);
        }}
        onAccept={acceptNewPrices}
        busy={place.isPending}
      />
    </div>
  );
}

function PaymentOption({ label, hint, ...radio }: ComponentProps<'input'> & { label: string; hint: string }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 p-4 has-[:checked]:border-primary-ink has-[:checked]:bg-primary-soft"
    >
      <input
        id={id}
        type="radio"
        className="mt-1 size-4 accent-[var(--color-primary-ink)]"
        aria-describedby={`${id}-hint`}
        {...radio}
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-medium text-ink">{label}</span>
        <span id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </span>
      </span>
    </label>
  );
}
