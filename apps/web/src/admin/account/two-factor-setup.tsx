// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { TWO_FACTOR_MESSAGES, enableTwoFactorBody, type EnableTwoFactorBody } from '@shop/core/schemas/two-factor';
import { CircleAlert, Download } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '../../api/client';
import { useTwoFactorMutations } from '../../api/two-factor';
import { useAuthStore } from '../../auth/auth-store';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { saveFile } from '../../lib/save-file';
import { tooManyAttemptsMessage } from '@shop/core/constants';

/** The otpauth:// address drawn as an SVG QR code (medium error correction, the standard's quiet zone). */
function SecretQrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="flex size-52 items-center justify-center rounded-xl bg-white p-2 ring-1 ring-stone-200">
      {src ? (
        <img src={src} alt="Mã QR để quét bằng ứng dụng xác thực" width={192} height={192} className="size-48" />
      ) : (
        <span className="text-sm text-stone-500">Đang tạo mã QR…</span>
      )}
    </div>
  );
}

function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

/** What the user sees while the recovery codes are shown: they are shown this once. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const username = useAuthStore((s) => s.user?.username ?? 'tai-khoan');
  const download = () =>
    saveFile(
      new Blob([`Mã khôi phục đăng nhập hai bước (${username}) — mỗi mã dùng được một lần\n\n${codes.join('\n')}\n`], {
        type: 'text/plain;charset=utf-8',
      }),
      `ma-khoi-phuc-${username}.txt`,
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        Đăng nhập hai bước đã được bật. Hãy lưu <strong>10 mã khôi phục</strong> dưới đây ở nơi an toàn: khi không có
        điện thoại, mỗi mã thay cho mã của ứng dụng được <strong>một lần</strong>. Các mã chỉ hiện lần này.
      </p>
      <ol aria-label="Mã khôi phục" className="grid grid-cols-2 gap-2 rounded-lg bg-stone-100 p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download}>
          <Download className="size-4" aria-hidden="true" />
          Tải xuống
        </Button>
        <Button onClick={onDone}>Tôi đã lưu các mã</Button>
      </div>
    </div>
  );
}

/**
 * Turning two-step sign-in on: a new secret shown as a QR code (and as text, to type in by hand),
 * the app's code confirms it, then the ten recovery codes are shown once. `onDone` when the user has
 * saved them.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const { setup, enable } = useTwoFactorMutations();
  const user = useAuthStore((s) => s.user);
  const setUser = useAuthStore((s) => s.setUser);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EnableTwoFactorBody>({
    resolver: formResolver<EnableTwoFactorBody, EnableTwoFactorBody>(enableTwoFactorBody),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      setCodes((await enable.mutateAsync(body)).recoveryCodes);
    } catch (error) {
      const wait = isApiError(error) && error.status === 429 ? error.retryAfterSeconds : undefined;
      const message = wait ? tooManyAttemptsMessage(wait) : errorMessage(error, TWO_FACTOR_MESSAGES.codeWrong);
      if (isApiError(error) && error.status === 400) form.setError('code', { type: 'server', message });
      else setFailure(message);
    }
  });

  // The signed-in user is told it is on once the codes have been seen (the gate waits until then).
  const finish = () => {
    if (user) setUser({ ...user, twoFactorEnabled: true, twoFactorSetupRequired: false });
    onDone();
  };
  if (codes) return <RecoveryCodes codes={codes} onDone={finish} />;
  if (!setup.data)
    return (
      <div className="space-y-4">
        <p className="text-sm text-stone-700">
          Sau khi bật, mỗi lần đăng nhập bạn nhập thêm mã 6 chữ số từ một ứng dụng xác thực trên điện thoại (Google
          Authenticator, Microsoft Authenticator, 2FAS…): người biết mật khẩu của bạn vẫn không vào được.
        </p>
        <Failure message={setup.isError ? errorMessage(setup.error, 'Không thể bắt đầu') : null} />
        <Button loading={setup.isPending} onClick={() => setup.mutate()}>
          Bắt đầu
        </Button>
      </div>
    );
  const { secret, otpauthUrl } = setup.data;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
        <li>Mở ứng dụng xác thực trên điện thoại, chọn thêm tài khoản và quét mã QR dưới đây.</li>
        <li>Nhập mã 6 chữ số ứng dụng hiện ra cho tài khoản này.</li>
      </ol>
      <div className="flex flex-col items-center gap-2">
        <SecretQrCode url={otpauthUrl} />
        <p className="text-center text-xs text-stone-600">
          Không quét được? Nhập khóa này vào ứng dụng:
          <br />
          <code aria-label="Khóa bí mật" className="font-mono text-sm break-all text-ink">
            {secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </p>
      </div>
      <Failure message={failure} />
      <TextField
        label="Mã từ ứng dụng"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Bật đăng nhập hai bước
      </Button>
    </form>
  );
}
