// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../lib/zod-browser';
import { AUTH_MESSAGES, loginBody, tooManyAttemptsMessage, type LoginBody } from '@shop/core/schemas/auth';
import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { formResolver } from '../lib/form-resolver';
import { errorMessage, isApiError } from '../api/client';
import { AlertDialog } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { PageLoader } from '../components/ui/page-loader';
import { TextField } from '../components/ui/text-field';
import { useCountdown } from '../lib/use-countdown';
import { AuthBrandPanel } from './auth-brand-panel';
import { useAuthStore } from './auth-store';
import { AUTH_LOADING_LABEL, type LoginRedirectState } from './require-auth';
import { TwoFactorStep } from './two-factor-step';

const DEFAULT_TARGET = '/admin';

/** Where to go after signing in: the page the guard came from, else the back office. */
function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  const path = from?.pathname;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/login')) return DEFAULT_TARGET;
  return `${path}${from.search ?? ''}${from.hash ?? ''}`;
}

/** A failed sign-in; `throttled` when the server said how long to wait (429), shown as a countdown. */
type Failure = { message: string; throttled: boolean };
type Outcome = { kind: 'success'; username: string } | ({ kind: 'error' } & Failure) | null;

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const isLoading = useAuthStore((s) => s.isLoading);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const login = useAuthStore((s) => s.login);
  const [showPassword, setShowPassword] = useState(false);
  // Set on the first submit, so a sign-in made here shows its dialog instead of redirecting at once.
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The password was right and the account has a second step: the challenge that waits for the code.
  const [challenge, setChallenge] = useState<string | null>(null);
  // After a throttled sign-in, the seconds until the server takes the next attempt.
  const wait = useCountdown();
  const throttled = wait.secondsLeft > 0;
  // A throttled failure shows the seconds left, and goes away once they have run out.
  const failureText = (f: Failure | null) =>
    !f ? null : !f.throttled ? f.message : throttled ? tooManyAttemptsMessage(wait.secondsLeft) : null;

  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: formResolver<LoginBody, LoginBody>(loginBody),
    defaultValues: { username: '', password: '' },
    // Errors appear on submit and clear when the field is edited.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  if (isLoading && !submitted) return <PageLoader label={AUTH_LOADING_LABEL} />;
  if (isAuthenticated && !submitted) return <Navigate to={DEFAULT_TARGET} replace />;

  const onSubmit = handleSubmit(async (values) => {
    if (throttled) return;
    setSubmitted(true);
    setFailure(null);
    try {
      const answer = await login(values);
      if ('twoFactorRequired' in answer) setChallenge(answer.challenge);
      else setOutcome({ kind: 'success', username: answer.username });
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.loginFailed);
      const retryAfter = isApiError(error) && error.status === 429 ? error.retryAfterSeconds : undefined;
      if (retryAfter) wait.start(retryAfter);
      setFailure({ message, throttled: Boolean(retryAfter) });
      setOutcome({ kind: 'error', message, throttled: Boolean(retryAfter) });
    }
  });
  const shownFailure = failureText(failure);
  const errorDialogText = outcome?.kind === 'error' ? failureText(outcome) : null;

  const closeOutcome = () => {
    if (outcome?.kind === 'success') void navigate(redirectTarget(location.state), { replace: true });
    setOutcome(null);
  };

  return (
    <div className="grid min-h-dvh bg-ivory lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <AuthBrandPanel />
      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="rounded-2xl bg-white p-6 shadow-xl shadow-stone-900/5 ring-1 ring-stone-200 sm:p-8">
            {challenge ? (
              <TwoFactorStep
                challenge={challenge}
                onSignedIn={(user) => setOutcome({ kind: 'success', username: user.username })}
                onRestart={(message) => {
                  setChallenge(null);
                  setFailure(message ? { message, throttled: false } : null);
                }}
              />
            ) : (
              <>
                <h1 className="text-2xl font-semibold tracking-tight text-ink">Đăng nhập</h1>
                <p className="mt-1.5 text-sm text-stone-600">
                  Dành cho nhân viên cửa hàng. Vui lòng nhập tài khoản của bạn.
                </p>

                {shownFailure && (
                  <div
                    // A countdown is a timer, not an alert: it is not read out again every second.
                    role={throttled ? 'timer' : 'alert'}
                    data-testid="login-error"
                    className="mt-6 flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
                  >
                    <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span>{shownFailure}</span>
                  </div>
                )}

                <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-6 space-y-5">
                  <TextField
                    label="Tên đăng nhập"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    error={errors.username?.message}
                    {...register('username', { onChange: () => clearErrors('username') })}
                  />
                  <TextField
                    label="Mật khẩu"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    error={errors.password?.message}
                    {...register('password', { onChange: () => clearErrors('password') })}
                    endAdornment={
                      <button
                        type="button"
                        onClick={() => setShowPassword((v) => !v)}
                        aria-label={showPassword ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
                        className="rounded-md p-2 text-stone-500 hover:bg-stone-100 hover:text-ink"
                      >
                        {showPassword ? (
                          <EyeOff className="size-5" aria-hidden="true" />
                        ) : (
                          <Eye className="size-5" aria-hidden="true" />
                        )}
                      </button>
                    }
                  />
                  <Button type="submit" size="lg" loading={isSubmitting} disabled={throttled} className="w-full">
                    {isSubmitting ? 'Đang đăng nhập...' : 'Đăng nhập'}
                  </Button>
                </form>
              </>
            )}
          </div>
          <p className="mt-6 text-center text-sm text-stone-600">
            <Link to="/" className="font-medium text-primary-ink underline-offset-4 hover:underline">
              ← Về trang chủ
            </Link>
          </p>
        </div>
      </main>

      <AlertDialog
        open={errorDialogText !== null}
        onClose={closeOutcome}
        type="error"
        title="Lỗi đăng nhập"
        message={errorDialogText ?? ''}
      />
      <AlertDialog
        open={outcome?.kind === 'success'}
        onClose={closeOutcome}
        type="success"
        title="Đăng nhập thành công"
        buttonText="Tiếp tục"
        message={
          <>
            <p>Chào mừng bạn đã quay trở lại!</p>
            {outcome?.kind === 'success' && <p className="mt-1 font-semibold text-ink">{outcome.username}</p>}
          </>
        }
      />
    </div>
  );
}
