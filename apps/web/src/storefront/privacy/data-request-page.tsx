import { CONSENT_TEXTS } from '@shop/core/consent-texts';
import { CHANNEL_LABELS } from '@shop/core/schemas/message';
import {
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_STATUS_LABELS,
  PRIVACY_MESSAGES,
  type DataRequestKind,
  type DataSubjectView,
  type PrivacyCodeSent,
} from '@shop/core/schemas/privacy';
import { policyPath } from '@shop/core/policies';
import { useId, useState } from 'react';
import { errorMessage, isApiError } from '../../api/client';
import { useCreateDataRequest, useDataSubject, useSendPrivacyCode, useWithdrawConsent } from '../../api/privacy';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatDate } from '../../lib/format-date';
import { KeyPhoneForm } from '../components/key-phone-form';
import { useDocumentTitle } from '../components/use-document-title';
import { useShopSettings } from '../settings/use-shop-settings';
import { useOrderLookupForm, type LookupFormValues } from '../track-order/lookup-form';

const cardClass = 'flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200';

/** A 400 on the code (missing, wrong, expired): shown on its field, not as a failed look-up. */
const badCode = (error: unknown) => isApiError(error) && error.status === 400;

/** Who the person proved to be: the pair, and the one-time code when the shop sent one. */
type Subject = LookupFormValues & { otp?: string };

/**
 * Yêu cầu dữ liệu cá nhân, /yeu-cau-du-lieu (issue 27 §4): the person proves who they are with their
 * phone and one of their order codes (the order lookup's pair, throttled the same way) and, when a
 * messages channel reaches them, the one-time code "Gửi mã xác nhận" sends them; then sees and
 * withdraws their consents, and asks to see, correct or delete their data; staff answer by the
 * deadline shown.
 */
export function DataRequestPage() {
  const { storeName } = useShopSettings();
  useDocumentTitle(`Yêu cầu dữ liệu cá nhân | ${storeName}`);
  const [who, setWho] = useState<{ subject: Subject; view: DataSubjectView } | null>(null);
  const [sent, setSent] = useState<{ subject: LookupFormValues; code: PrivacyCodeSent } | null>(null);
  const { handleSubmit, waiting, fields, onThrottled, failure: lookupFailure } = useOrderLookupForm();
  const sendCode = useSendPrivacyCode();
  const find = useDataSubject();
  const open = (subject: Subject) =>
    find.mutate(subject, { onSuccess: (view) => setWho({ subject, view }), onError: onThrottled });
  const submit = handleSubmit((subject) => {
    if (waiting || sendCode.isPending || find.isPending) return;
    setWho(null);
    setSent(null);
    find.reset();
    sendCode.mutate(subject, {
      // Without a channel that reaches the person, the order code is the only proof.
      onSuccess: (code) => (code.required ? setSent({ subject, code }) : open(subject)),
      onError: onThrottled,
    });
  });
  const failure = sendCode.error ?? (find.error && !badCode(find.error) ? find.error : null);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Yêu cầu dữ liệu cá nhân</h1>
      <p className="mt-2 text-sm text-stone-600">
        Bạn có quyền xem, yêu cầu sửa hoặc xóa dữ liệu cá nhân cửa hàng lưu về bạn, và rút lại sự đồng ý nhận tin tức,
        ưu đãi. Để xác nhận đúng là bạn, hãy nhập số điện thoại và mã của một đơn hàng bạn đã đặt. Xem thêm{' '}
        <a href={policyPath('bao-mat-thong-tin')} className="font-medium text-primary-ink underline">
          Chính sách bảo mật thông tin
        </a>
        .
      </p>
      <KeyPhoneForm
        onSubmit={submit}
        {...fields}
        loading={sendCode.isPending || (!sent && find.isPending)}
        failure={failure && lookupFailure(failure)}
      >
        Gửi mã xác nhận
      </KeyPhoneForm>
      {sent && !who && (
        <CodeStep
          sent={sent.code}
          pending={find.isPending}
          error={find.error && badCode(find.error) ? errorMessage(find.error) : undefined}
          onConfirm={(otp) => open({ ...sent.subject, otp })}
        />
      )}
      {who && (
        <div className="mt-8 flex flex-col gap-6">
          <Consents view={who.view} subject={who.subject} onChange={(view) => setWho({ subject: who.subject, view })} />
          <NewRequest subject={who.subject} onSent={(view) => setWho({ subject: who.subject, view })} view={who.view} />
        </div>
      )}
    </div>
  );
}

/** The second step: the 6-digit code the shop sent, checked by the server with the pair. */
function CodeStep({
  sent,
  pending,
  error,
  onConfirm,
}: {
  sent: PrivacyCodeSent;
  pending: boolean;
  error: string | undefined;
  onConfirm: (otp: string) => void;
}) {
  const [otp, setOtp] = useState('');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (otp.trim() && !pending) onConfirm(otp.trim());
      }}
      className="mt-4 grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <p className="text-sm text-stone-600 sm:col-span-2">
        Cửa hàng đã gửi mã xác nhận gồm 6 chữ số qua {sent.channel ? CHANNEL_LABELS[sent.channel] : 'tin nhắn'} tới
        email hoặc số điện thoại của đơn hàng. Mã có hiệu lực 10 phút.
      </p>
      <TextField
        label="Mã xác nhận"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        onValueChange={setOtp}
        error={error}
      />
      <Button type="submit" className="sm:mt-7" loading={pending}>
        Xác nhận
      </Button>
    </form>
  );
}

interface PartProps {
  view: DataSubjectView;
  subject: Subject;
}

function Consents({ view, subject, onChange }: PartProps & { onChange: (view: DataSubjectView) => void }) {
  const withdraw = useWithdrawConsent();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section aria-label="Sự đồng ý của bạn" className={cardClass}>
      <h2 className="text-lg font-semibold text-ink">Sự đồng ý của bạn</h2>
      {view.consents.length === 0 ? (
        <p className="text-sm text-stone-600">Bạn chưa đồng ý cho mục đích nào ngoài việc giao đơn hàng.</p>
      ) : (
        <ul className="flex flex-col gap-3 text-sm">
          {view.consents.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start justify-between gap-2">
              <span>
                <span className="font-medium text-ink">{CONSENT_TEXTS[c.purpose].label}</span>
                <span className="block text-stone-600">
                  Đồng ý ngày {formatDate(c.givenAt)} (đơn {c.orderCode ?? '—'})
                  {c.withdrawnAt ? ` · Đã rút lại ngày ${formatDate(c.withdrawnAt)}` : ''}
                </span>
              </span>
              {!c.withdrawnAt && (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(
                      { ...subject, purpose: c.purpose },
                      { onSuccess: onChange, onError: (e) => setFailure(errorMessage(e, 'Không thể rút lại lúc này')) },
                    )
                  }
                >
                  Rút lại đồng ý
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}

function NewRequest({ view, subject, onSent }: PartProps & { onSent: (view: DataSubjectView) => void }) {
  const id = useId();
  const [kind, setKind] = useState<DataRequestKind>('access');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateDataRequest();
  const send = () => {
    if (kind === 'correct' && !details.trim()) return setError(PRIVACY_MESSAGES.detailsRequired);
    setError(null);
    create.mutate(
      { ...subject, kind, details: details.trim() || null },
      {
        onSuccess: (made) => onSent({ ...view, requests: [made, ...view.requests] }),
        onError: (e) => setError(errorMessage(e, 'Không thể gửi yêu cầu lúc này')),
      },
    );
  };
  return (
    <section aria-label="Yêu cầu của bạn" className={cardClass}>
      <h2 className="text-lg font-semibold text-ink">Gửi yêu cầu</h2>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Loại yêu cầu</legend>
        {DATA_REQUEST_KINDS.map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input type="radio" name={`${id}-kind`} checked={kind === k} onChange={() => setKind(k)} />
            {DATA_REQUEST_KIND_LABELS[k]}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm text-ink">
        {kind === 'correct' ? 'Thông tin cần sửa' : 'Ghi chú (không bắt buộc)'}
        <textarea
          className="rounded-lg border border-stone-300 p-2"
          maxLength={2000}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
        />
      </label>
      {kind === 'erase' && (
        <p className="text-sm text-stone-600">
          Khi xóa, họ tên, số điện thoại, email, địa chỉ và ghi chú của bạn được thay bằng chữ “Đã xóa” ở mọi nơi cửa
          hàng lưu; số tiền, sản phẩm và thông tin trên hóa đơn VAT đã xuất được giữ theo quy định về kế toán.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button className="self-start" loading={create.isPending} onClick={send}>
        Gửi yêu cầu
      </Button>
      {view.requests.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-stone-700">
          {view.requests.map((r) => (
            <li key={r.id}>
              {DATA_REQUEST_KIND_LABELS[r.kind]} · gửi ngày {formatDate(r.createdAt)} ·{' '}
              {DATA_REQUEST_STATUS_LABELS[r.status]}
              {r.status === 'open' && ` · cửa hàng trả lời trước ngày ${formatDate(r.dueAt)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
