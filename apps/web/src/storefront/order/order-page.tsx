import { formatAddress, PAYMENT_METHOD_LABELS, type OrderLookup } from '@shop/core/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { orderLookupQueryOptions, useFindOrder } from '../../api/orders';
import { Button, buttonClass } from '../../components/ui/button';
import { TitledSection } from '../../components/ui/titled-section';
import { formatTimeDate } from '../../lib/format-date';
import { useCountdown } from '../../lib/use-countdown';
import { PageSpinner } from '../components/page-spinner';
import { useDocumentTitle } from '../components/use-document-title';
import { useShopSettings } from '../settings/use-shop-settings';
import { lookupFailure, phoneResolver, retryAfterOf } from '../track-order/lookup-form';
import { AgreedPolicies } from './agreed-policies';
import { OrderInvoice } from './order-invoice';
import { CopyButton } from './copy-button';
import { OrderItems } from './order-items';
import { PaymentInstructions } from './payment-instructions';
import { PhoneField } from '../components/phone-field';

/** What the checkout page leaves in the history entry: the phone the order was placed with. */
interface OrderPageState {
  phone?: string;
  placed?: boolean;
}

const sectionClass = 'flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6';
const sectionTitle = 'text-lg font-semibold text-ink';

/**
 * Đơn hàng, /order/{code}: the confirmation after placing an order. Coming back to it later (another
 * visit, a shared link) needs the phone number of the order, checked by the look-up route, so the
 * code alone shows nobody's address. The phone stays in this history entry, so a reload keeps the page.
 */
export function OrderPage() {
  const { code = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as OrderPageState;
  const { storeName } = useShopSettings();
  useDocumentTitle(`Đơn hàng ${code} | ${storeName}`);

  const phone = typeof state.phone === 'string' ? state.phone : null;
  const remember = (phone: string) =>
    void navigate(location, { replace: true, state: { phone } satisfies OrderPageState });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      {phone ? (
        <KnownOrder code={code} phone={phone} placed={state.placed === true} onFound={remember} />
      ) : (
        <PhoneGate code={code} onFound={remember} />
      )}
    </div>
  );
}

function KnownOrder({
  code,
  phone,
  placed,
  onFound,
}: {
  code: string;
  phone: string;
  placed: boolean;
  onFound: (phone: string) => void;
}) {
  const query = useQuery(orderLookupQueryOptions(code, phone));
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <PhoneGate code={code} onFound={onFound} failure={query.error} />;
  return <OrderConfirmation order={query.data} placed={placed} />;
}

/** Asks for the order's phone number, then shows the order if the pair is right. */
function PhoneGate({
  code,
  onFound,
  failure,
}: {
  code: string;
  onFound: (phone: string) => void;
  /** Why the look-up with the remembered phone number failed. */
  failure?: unknown;
}) {
  const wait = useCountdown();
  const { register, handleSubmit, formState } = useForm<{ phone: string }, unknown, { phone: string }>({
    resolver: phoneResolver,
    defaultValues: { phone: '' },
  });
  const find = useFindOrder({
    onSuccess: (_order, { phone }) => onFound(phone),
    onError: (error) => {
      const seconds = retryAfterOf(error);
      if (seconds) wait.start(seconds);
    },
  });
  const failureWait = retryAfterOf(failure);
  const { start } = wait;
  useEffect(() => {
    if (failureWait) start(failureWait);
  }, [failureWait, start]);
  const submit = handleSubmit((values) => {
    if (wait.secondsLeft > 0 || find.isPending) return;
    find.mutate({ code, phone: values.phone });
  });
  const error = find.error ?? failure;

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Đơn hàng {code}</h1>
      <p className="text-sm text-stone-600">
        Để bảo vệ thông tin của bạn, vui lòng nhập số điện thoại đã dùng khi đặt đơn hàng này.
      </p>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
      >
        <PhoneField error={formState.errors.phone?.message} {...register('phone')} />
        {error !== undefined && error !== null && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
            {lookupFailure(error, wait.secondsLeft)}
          </p>
        )}
        <Button type="submit" loading={find.isPending} disabled={wait.secondsLeft > 0}>
          Xem đơn hàng
        </Button>
      </form>
      <Link
        to={`/track-order?code=${encodeURIComponent(code)}`}
        className="text-center text-sm font-semibold text-primary-ink hover:underline"
      >
        Tra cứu đơn hàng khác
      </Link>
    </div>
  );
}

/** The order as its shopper sees it: thanks, code, payment, items and amounts, address, what happens next. */
function OrderConfirmation({ order, placed }: { order: OrderLookup; placed: boolean }) {
  const headingId = useId();
  const bank = order.paymentMethod === 'bank_transfer' && order.paymentStatus === 'unpaid' && order.payment;
  const cancelled = order.status === 'cancelled';
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        {placed && (
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-800">
            <CircleCheck className="size-5" aria-hidden="true" />
            Cảm ơn {order.customer}, cửa hàng đã nhận đơn hàng của bạn.
          </p>
        )}
        <h1 id={headingId} className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {placed ? 'Đặt hàng thành công!' : `Đơn hàng ${order.code}`}
        </h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-600">
          <span>
            Mã đơn hàng: <span className="font-mono text-base font-semibold tracking-wide text-ink">{order.code}</span>
          </span>
          <CopyButton text={order.code} what="mã đơn hàng" />
          <span>Đặt lúc {formatTimeDate(order.createdAt)}</span>
        </div>
      </header>

      {!cancelled && (
        <Section title="Thanh toán">
          <PaymentInstructions order={order} />
        </Section>
      )}

      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Sản phẩm">
          <OrderItems order={order} />
        </Section>
        <Section title="Giao đến">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-stone-500">Người nhận</dt>
            <dd className="text-ink">{order.customer}</dd>
            <dt className="text-stone-500">Số điện thoại</dt>
            <dd className="text-ink">{order.phone}</dd>
            {order.email && (
              <>
                <dt className="text-stone-500">Email</dt>
                <dd className="break-all text-ink">{order.email}</dd>
              </>
            )}
            <dt className="text-stone-500">Địa chỉ</dt>
            <dd className="text-ink">
              {formatAddress(order.shippingAddress) || 'Cửa hàng sẽ gọi để hỏi địa chỉ giao hàng'}
            </dd>
            {order.note && (
              <>
                <dt className="text-stone-500">Ghi chú</dt>
                <dd className="whitespace-pre-line text-ink">{order.note}</dd>
              </>
            )}
            <dt className="text-stone-500">Thanh toán</dt>
            <dd className="text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
          </dl>
        </Section>
      </div>

      {!cancelled && (
        <Section title="Tiếp theo là gì?">
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-ink">
            <li>Cửa hàng gọi số {order.phone} để xác nhận đơn hàng (trong giờ làm việc).</li>
            {bank && <li>Khi nhận được tiền chuyển khoản, cửa hàng ghi nhận đơn đã thanh toán.</li>}
            <li>Đồng hồ được kiểm tra, đóng gói và giao đến địa chỉ của bạn.</li>
            <li>Bạn theo dõi đơn bất cứ lúc nào bằng mã đơn hàng và số điện thoại.</li>
          </ol>
        </Section>
      )}

      {(order.invoice || order.invoiceRequest) && (
        <Section title="Hóa đơn VAT">
          <OrderInvoice order={order} />
        </Section>
      )}

      {order.agreedPolicies && order.agreedPolicies.length > 0 && (
        <Section title="Điều khoản đã đồng ý">
          <AgreedPolicies policies={order.agreedPolicies} />
        </Section>
      )}

      <div className="flex flex-wrap gap-3">
        <Link to={`/track-order?code=${encodeURIComponent(order.code)}`} className={buttonClass()}>
          Tra cứu đơn hàng
        </Link>
        <Link to="/products" className={buttonClass('secondary')}>
          Tiếp tục mua sắm
        </Link>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} titleClassName={sectionTitle} className={sectionClass}>
      {children}
    </TitledSection>
  );
}
