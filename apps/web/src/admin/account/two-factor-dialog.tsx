// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { tooManyAttemptsMessage } from '@shop/core/constants';
import {
  TWO_FACTOR_MESSAGES,
  disableTwoFactorBody,
  type DisableTwoFactorBody,
  type TwoFactorStatus,
} from '@shop/core/schemas/two-factor';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '../../api/client';
import { twoFactorStatusQueryOptions, useTwoFactorMutations } from '../../api/two-factor';
import { useAuthStore } from '../../auth/auth-store';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { PasswordField, TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { TwoFactorSetup } from './two-factor-setup';

interface DisableValues {
  currentPassword: string;
  code: string;
}

/** On: how many recovery codes are left, and turning it off with the password or a code. */
function TwoFactorOn({ status, onClose }: { status: TwoFactorStatus; onClose: () => void }) {
  const { disable } = useTwoFactorMutations();
  const user = useAuthStore((s) => s.user);
  const setUser = useAuthStore((s) => s.setUser);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DisableValues, unknown, DisableTwoFactorBody>({
    resolver: formResolver<DisableValues, DisableTwoFactorBody>(disableTwoFactorBody),
    defaultValues: { currentPassword: '', code: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await disable.mutateAsync({
        ...(body.currentPassword ? { currentPassword: body.currentPassword } : {}),
        ...(body.code?.trim() ? { code: body.code } : {}),
      });
      if (user) setUser({ ...user, twoFactorEnabled: false });
      toast.success(TWO_FACTOR_MESSAGES.turnedOff);
      onClose();
    } catch (error) {
      const wait = isApiError(error) && error.status === 429 ? error.retryAfterSeconds : undefined;
      setFailure(wait ? tooManyAttemptsMessage(wait) : errorMessage(error, 'Không thể tắt đăng nhập hai bước'));
    }
  });
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 rounded-lg bg-green-50 px-3 py-2.5 text-sm text-green-900 ring-1 ring-green-200">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>Đăng nhập hai bước đang bật. Còn {status.recoveryCodesLeft} mã khôi phục chưa dùng.</span>
      </p>
      {status.required ? (
        <p className="text-sm text-stone-700">{TWO_FACTOR_MESSAGES.required}.</p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <p className="text-sm text-stone-700">
            Để tắt, nhập mật khẩu hiện tại hoặc một mã xác thực (mã của ứng dụng, hoặc một mã khôi phục).
          </p>
          {failure && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
              {failure}
            </p>
          )}
          <PasswordField
            kind="current"
            label="Mật khẩu hiện tại"
            error={form.formState.errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <TextField label="Hoặc mã xác thực" autoComplete="one-time-code" {...form.register('code')} />
          <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
            Tắt đăng nhập hai bước
          </Button>
        </form>
      )}
    </div>
  );
}

/** Đăng nhập hai bước, from the user menu (and the dashboard's reminder): on, or turned on here. */
export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const status = useQuery(twoFactorStatusQueryOptions());
  return (
    <Modal open onClose={onClose} title="Đăng nhập hai bước" size="md">
      {status.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-stone-600">
          Đang tải…
        </p>
      ) : status.isError ? (
        <p role="alert" className="py-8 text-center text-sm text-red-800">
          {errorMessage(status.error, 'Không thể tải trạng thái đăng nhập hai bước')}
        </p>
      ) : status.data.enabled ? (
        <TwoFactorOn status={status.data} onClose={onClose} />
      ) : (
        <TwoFactorSetup
          onDone={() => {
            toast.success(TWO_FACTOR_MESSAGES.turnedOn);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
