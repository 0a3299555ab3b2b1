import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuthStore } from '../../auth/auth-store';
import { Button } from '../../components/ui/button';
import { ChangePasswordFields, useChangePasswordForm } from './change-password-form';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * What a signed-in user must do before the back office opens: a user whose password no longer fits
 * the rules (the server found it at sign-in) chooses a new one first; an admin the shop requires a
 * second step of (`security.requireTwoFactor`) turns it on. They may sign out instead.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const mustChangePassword = useAuthStore((s) => s.user?.mustChangePassword === true);
  const mustSetUpTwoFactor = useAuthStore((s) => s.user?.twoFactorSetupRequired === true);
  if (mustChangePassword) return <RequiredStep />;
  if (mustSetUpTwoFactor) return <RequiredTwoFactor />;
  return children;
}

/** The shop requires a second step of admins: one without it sets it up before anything else. */
function RequiredTwoFactor() {
  return (
    <GateFrame
      title="Hãy bật đăng nhập hai bước"
      icon={<ShieldCheck className="size-8 text-primary-ink" aria-hidden="true" />}
    >
      <p className="mt-1.5 mb-6 text-sm text-stone-600">
        Cửa hàng yêu cầu quản trị viên dùng đăng nhập hai bước. Hãy bật nó để tiếp tục vào trang quản trị.
      </p>
      {/* Once the recovery codes have been seen, the user's flag clears and the back office opens. */}
      <TwoFactorSetup onDone={() => {}} />
    </GateFrame>
  );
}

function GateFrame({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const logout = useAuthStore((s) => s.logout);
  const queryClient = useQueryClient();
  const signOut = async () => {
    await logout();
    queryClient.clear();
  };
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ivory px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl shadow-stone-900/5 ring-1 ring-stone-200 sm:p-8">
        {icon}
        <h1 className="mt-3 text-2xl font-semibold tracking-tight text-ink">{title}</h1>
        {children}
        <Button variant="ghost" className="mt-3 w-full" onClick={() => void signOut()}>
          Đăng xuất
        </Button>
      </div>
    </main>
  );
}

function RequiredStep() {
  const { form, submit, failure, busy } = useChangePasswordForm(() => {});
  return (
    <GateFrame title="Hãy đổi mật khẩu" icon={<KeyRound className="size-8 text-primary-ink" aria-hidden="true" />}>
      <p className="mt-1.5 text-sm text-stone-600">
        Mật khẩu của bạn không còn đáp ứng quy định về mật khẩu của cửa hàng. Hãy chọn mật khẩu mới để tiếp tục vào
        trang quản trị.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-4">
        <ChangePasswordFields form={form} failure={failure} />
        <Button type="submit" size="lg" loading={busy} className="w-full">
          Đổi mật khẩu
        </Button>
      </form>
    </GateFrame>
  );
}
