// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../lib/zod-browser';
import { tooManyAttemptsMessage } from '@shop/core/constants';
import { TWO_FACTOR_MESSAGES, twoFactorLoginBody, type TwoFactorLoginBody } from '@shop/core/schemas/two-factor';
import type { User } from '@shop/core/schemas/user';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '../api/client';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { formResolver } from '../lib/form-resolver';
import { useCountdown } from '../lib/use-countdown';
import { useAuthStore } from './auth-store';

interface TwoFactorStepProps {
  challenge: string;
  onSignedIn: (user: User) => void;
  /** Back to the password (Quay lại, or the challenge has expired: `message` says so). */
  onRestart: (message?: string) => void;
}

/**
 * The second step of signing in: the 6-digit code of the authenticator app, or one of the recovery
 * codes. A wrong code is said here; too many wait like wrong passwords; an expired challenge sends
 * the user back to the password.
 */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const loginWithCode = useAuthStore((s) => s.loginWithCode);
  const [failure, setFailure] = useState<string | null>(null);
  const wait = useCountdown();
  const throttled = wait.secondsLeft > 0;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorLoginBody>({
    resolver: formResolver<TwoFactorLoginBody, TwoFactorLoginBody>(twoFactorLoginBody),
    defaultValues: { challenge, code: '' },
  });

  const submit = handleSubmit(async (values) => {
    if (throttled) return;
    setFailure(null);
    try {
      onSignedIn(await loginWithCode(values));
    } catch (error) {
      const message = errorMessage(error, TWO_FACTOR_MESSAGES.codeWrong);
      if (isApiError(error) && message === TWO_FACTOR_MESSAGES.challengeExpired) {
        onRestart(message);
        return;
      }
      const retryAfter = isApiError(error) && error.status === 429 ? error.retryAfterSeconds : undefined;
      if (retryAfter) wait.start(retryAfter);
      setFailure(retryAfter ? null : message);
    }
  });
  const shown = throttled ? tooManyAttemptsMessage(wait.secondsLeft) : failure;

  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">Xác thực hai bước</h1>
      <p className="mt-1.5 text-sm text-stone-600">
        Mở ứng dụng xác thực trên điện thoại và nhập mã 6 chữ số đang hiện. Không có điện thoại bên cạnh? Nhập một trong
        các mã khôi phục (mỗi mã dùng được một lần).
      </p>
      {shown && (
        <div
          role={throttled ? 'timer' : 'alert'}
          className="mt-6 flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{shown}</span>
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-5">
        <input type="hidden" {...register('challenge')} />
        <TextField
          label="Mã xác thực"
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" size="lg" loading={isSubmitting} disabled={throttled} className="w-full">
          {isSubmitting ? 'Đang kiểm tra...' : 'Xác nhận'}
        </Button>
        <Button variant="ghost" className="w-full" onClick={() => onRestart()}>
          Quay lại
        </Button>
      </form>
    </>
  );
}
