import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useAuthStore } from '../../auth/auth-store';
import { Button } from '../../components/ui/button';
import { isAdminRole } from '../../lib/roles';
import { TwoFactorDialog } from './two-factor-dialog';

/** On the dashboard: an admin without two-step sign-in is told to turn it on (and can, from here). */
export function TwoFactorReminder() {
  const show = useAuthStore((s) => isAdminRole(s.user?.roleId) && s.user?.twoFactorEnabled !== true);
  const [open, setOpen] = useState(false);
  if (!show) return null;
  return (
    <section
      aria-label="Bảo mật tài khoản"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <ShieldAlert className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="flex-1 text-sm text-amber-950">
        <strong>Hãy bật đăng nhập hai bước.</strong> Tài khoản quản trị của bạn đang chỉ được bảo vệ bằng mật khẩu: thêm
        mã từ ứng dụng trên điện thoại để người biết mật khẩu cũng không vào được.
      </p>
      <Button variant="warning" onClick={() => setOpen(true)}>
        Bật ngay
      </Button>
      {open && <TwoFactorDialog onClose={() => setOpen(false)} />}
    </section>
  );
}
