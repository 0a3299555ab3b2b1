// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { tooManyAttemptsMessage } from '@shop/core/constants';
import {
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  changePasswordForm,
  type ChangePasswordBody,
} from '@shop/core/schemas/password';
import { CircleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { changePassword } from '../../api/auth';
import { errorMessage, isApiError } from '../../api/client';
import { useAuthStore } from '../../auth/auth-store';
import { PasswordField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { fieldProps } from '../components/form-field';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['currentPassword', 'newPassword'] as const;

const PASSWORD_HINT = `Ít nhất ${PASSWORD_MIN_LENGTH} ký tự; không dùng mật khẩu phổ biến hay chứa tên đăng nhập.`;

/**
 * The change-password form (the user menu's dialog and the screen shown to a user whose password no
 * longer fits): checked by the core contract, sent to PUT /api/auth/password; the session goes on
 * with the answer's token. The server's refusals of a field are said under it.
 */
export function useChangePasswordForm(onDone: () => void) {
  const setSession = useAuthStore((s) => s.setSession);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues, unknown, ChangePasswordBody>({
    resolver: formResolver<ChangePasswordValues, ChangePasswordBody>(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { token, user } = await changePassword(body);
      setSession(token, user);
      toast.success(`${PASSWORD_MESSAGES.changed}. Các phiên đăng nhập khác của bạn đã kết thúc.`);
      onDone();
    } catch (error) {
      const details = isApiError(error) && Array.isArray(error.details) ? error.details : [];
      let shown = false;
      for (const detail of details as { field?: unknown; message?: unknown }[]) {
        const field = FIELDS.find((f) => f === detail.field);
        if (!field || typeof detail.message !== 'string') continue;
        form.setError(field, { type: 'server', message: detail.message }, { shouldFocus: !shown });
        shown = true;
      }
      if (shown) return;
      const wait = isApiError(error) && error.status === 429 ? error.retryAfterSeconds : undefined;
      setFailure(wait ? tooManyAttemptsMessage(wait) : errorMessage(error, 'Không thể đổi mật khẩu'));
    }
  });
  return { form, submit, failure, busy: form.formState.isSubmitting };
}

export function ChangePasswordFields({
  form,
  failure,
}: Pick<ReturnType<typeof useChangePasswordForm>, 'form' | 'failure'>): ReactNode {
  const field = fieldProps(form);
  const username = useAuthStore((s) => s.user?.username ?? '');
  return (
    <>
      {failure && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {failure}
        </p>
      )}
      {/* The username lets a password manager file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField kind="current" label="Mật khẩu hiện tại" {...field('currentPassword')} />
      <PasswordField kind="new" label="Mật khẩu mới" hint={PASSWORD_HINT} {...field('newPassword')} />
      <PasswordField kind="new" label="Nhập lại mật khẩu mới" {...field('confirmPassword')} />
    </>
  );
}
