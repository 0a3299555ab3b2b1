import { ADMIN_ROLE_ID } from '@shop/core/permissions';
import { paymentAccountBody, type PaymentAccount, type PaymentAccountBody } from '@shop/core/schemas/setting';
import { bankByBin, VIETQR_BANKS } from '@shop/core/vietqr';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { isApiError } from '../../api/client';
import { useSavePaymentAccount } from '../../api/settings-writes';
import { useAuthStore } from '../../auth/auth-store';
import { Button } from '../../components/ui/button';
import { PasswordField, TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { showFieldErrors } from '../components/field-errors';
import { fieldProps } from '../components/form-field';
import { SelectField } from '../components/select-field';
import { useAlert } from '../components/use-alert';
import { SettingsFieldset, SettingsSection } from './settings-section';
import { useUnsavedChangesGuard } from './unsaved-changes';

const PAYMENT_ACCOUNT_TEXT = {
  title: 'Tài khoản nhận tiền',
  description:
    'Tài khoản ngân hàng nhận chuyển khoản của khách (mã VietQR). Đơn đã đặt vẫn giữ tài khoản lúc đặt; tài khoản mới dùng cho các đơn đặt sau.',
  saved: 'Đã đổi tài khoản nhận tiền',
  adminOnly: 'Chỉ quản trị viên đổi được tài khoản nhận tiền, kèm mật khẩu của mình.',
  off: 'Chưa nhận chuyển khoản: cửa hàng chưa có tài khoản nhận tiền.',
  failed: 'Không thể đổi tài khoản nhận tiền',
} as const;

type Values = PaymentAccountBody;
const FIELDS = ['bankBin', 'accountNumber', 'accountName', 'currentPassword'] as const;

/**
 * Tài khoản nhận tiền: the bank account shoppers transfer to. Only a user of the admin role changes it,
 * confirming with their current password (the server checks both); other staff see it read-only.
 */
export function PaymentAccountSection({ account }: { account: PaymentAccount }) {
  const isAdmin = useAuthStore((s) => s.user?.roleId === ADMIN_ROLE_ID);
  return (
    <SettingsSection title={PAYMENT_ACCOUNT_TEXT.title} description={PAYMENT_ACCOUNT_TEXT.description}>
      {isAdmin ? <PaymentAccountForm account={account} /> : <PaymentAccountSummary account={account} />}
    </SettingsSection>
  );
}

function PaymentAccountSummary({ account }: { account: PaymentAccount }) {
  const bank = bankByBin(account.bankBin);
  return (
    <div className="space-y-3 text-sm">
      {account.accountNumber ? (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="text-stone-600">Ngân hàng</dt>
          <dd className="font-medium text-ink">{bank ? `${bank.shortName} (${account.bankBin})` : account.bankBin}</dd>
          <dt className="text-stone-600">Số tài khoản</dt>
          <dd className="font-medium text-ink">{account.accountNumber}</dd>
          <dt className="text-stone-600">Chủ tài khoản</dt>
          <dd className="font-medium text-ink">{account.accountName}</dd>
        </dl>
      ) : (
        <p className="text-ink">{PAYMENT_ACCOUNT_TEXT.off}</p>
      )}
      <p className="text-stone-600">{PAYMENT_ACCOUNT_TEXT.adminOnly}</p>
    </div>
  );
}

function PaymentAccountForm({ account }: { account: PaymentAccount }) {
  const save = useSavePaymentAccount();
  const { showFailure, alertDialog } = useAlert();
  const form = useForm<Values, unknown, PaymentAccountBody>({
    resolver: formResolver<Values, PaymentAccountBody>(paymentAccountBody),
    defaultValues: { ...account, currentPassword: '' },
  });
  const field = fieldProps(form);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const knownBank = VIETQR_BANKS.some((b) => b.bin === account.bankBin);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ ...saved, currentPassword: '' });
      toast.success(PAYMENT_ACCOUNT_TEXT.saved);
    } catch (error) {
      if (showFieldErrors(error, form.setError, FIELDS)) return;
      // A wrong password (403) or too many of them (429): said under the password field.
      if (isApiError(error) && (error.status === 403 || error.status === 429)) {
        form.setError('currentPassword', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showFailure(error, { fallback: PAYMENT_ACCOUNT_TEXT.failed, forbidden: PAYMENT_ACCOUNT_TEXT.adminOnly });
    }
  });

  return (
    <>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6" aria-label={PAYMENT_ACCOUNT_TEXT.title}>
        <SettingsFieldset legend="Chuyển khoản ngân hàng">
          <SelectField label="Ngân hàng" {...field('bankBin')} hint="Để trống cả ba ô để không nhận chuyển khoản">
            <option value="">Không nhận chuyển khoản</option>
            {!knownBank && account.bankBin && <option value={account.bankBin}>BIN {account.bankBin}</option>}
            {VIETQR_BANKS.map((b) => (
              <option key={`${b.bin}-${b.shortName}`} value={b.bin}>
                {b.shortName} — {b.name} ({b.bin})
              </option>
            ))}
          </SelectField>
          <TextField
            label="Số tài khoản"
            autoComplete="off"
            inputMode="text"
            hint="Có thể nhập kèm dấu cách; cửa hàng lưu liền các chữ số"
            {...field('accountNumber')}
          />
          <TextField
            label="Tên chủ tài khoản"
            autoComplete="off"
            placeholder="VD: CONG TY TNHH DONG HO"
            className="sm:col-span-2"
            {...field('accountName')}
          />
        </SettingsFieldset>
        <SettingsFieldset legend="Xác nhận">
          <PasswordField
            kind="current"
            label="Mật khẩu hiện tại của bạn"
            hint="Cần để đổi tài khoản nhận tiền"
            {...field('currentPassword')}
          />
        </SettingsFieldset>
        <Button type="submit" loading={save.isPending}>
          {!save.isPending && <Save className="size-4" aria-hidden="true" />}
          {save.isPending ? 'Đang lưu...' : 'Đổi tài khoản nhận tiền'}
        </Button>
      </form>
      {alertDialog}
      {guard.dialog}
    </>
  );
}
