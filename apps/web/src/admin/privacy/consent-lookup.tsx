import { CONSENT_TEXTS } from '@shop/core/consent-texts';
import type { Consent } from '@shop/core/schemas/privacy';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/client';
import { useFindConsents, useStaffWithdrawConsent } from '../../api/privacy';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatOrderDateTime } from '../orders/order-format';

/**
 * Sự đồng ý of a phone on Yêu Cầu Dữ Liệu: staff find a person's consents (given at checkout, with
 * the text version, time and client address) and withdraw one when the person asks them to (by phone,
 * say); the person withdraws their own at /yeu-cau-du-lieu.
 */
export function ConsentLookup({ canChange }: { canChange: boolean }) {
  const [phone, setPhone] = useState('');
  const [consents, setConsents] = useState<Consent[] | null>(null);
  const find = useFindConsents();
  const withdraw = useStaffWithdrawConsent();
  const failed = (error: unknown) => toast.error(errorMessage(error, 'Không thể tải sự đồng ý'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    find.mutate(phone, { onSuccess: (r) => setConsents(r.consents), onError: failed });
  };
  return (
    <section aria-label="Sự đồng ý" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField label="Số điện thoại khách" value={phone} onValueChange={setPhone} />
        <Button type="submit" variant="secondary" loading={find.isPending}>
          Xem sự đồng ý
        </Button>
      </form>
      {consents && consents.length === 0 && <p className="text-sm text-stone-600">Không có sự đồng ý nào.</p>}
      {consents && consents.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm">
          {consents.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-ink">
                {CONSENT_TEXTS[c.purpose].label} (phiên bản {c.textVersion}) · {formatOrderDateTime(c.givenAt)} · đơn{' '}
                {c.orderCode ?? '—'} · {c.clientAddress ?? '—'}
                {c.withdrawnAt &&
                  ` · Đã rút lại ${formatOrderDateTime(c.withdrawnAt)}${c.withdrawnBy ? ` (${c.withdrawnBy})` : ' (khách)'}`}
              </span>
              {!c.withdrawnAt && canChange && (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(c.id, {
                      onSuccess: (r) => {
                        setConsents(r.consents);
                        toast.success('Đã rút lại sự đồng ý');
                      },
                      onError: failed,
                    })
                  }
                >
                  Rút lại
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
