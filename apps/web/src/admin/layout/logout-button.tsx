import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useAuthStore } from '../../auth/auth-store';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/** Logout with confirmation. The guard then sends the signed-out user to /login. */
export function LogoutButton() {
  const logout = useAuthStore((s) => s.logout);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);

  async function signOut() {
    await logout();
    queryClient.clear();
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-300 transition-colors hover:bg-white/5 hover:text-ivory"
      >
        <LogOut className="size-5" aria-hidden="true" />
        Đăng xuất
      </button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={signOut}
        type="warning"
        title="Xác nhận đăng xuất"
        message="Bạn có chắc chắn muốn đăng xuất? Bạn sẽ cần đăng nhập lại để tiếp tục sử dụng trang quản trị."
        confirmText="Đăng xuất"
        cancelText="Hủy"
      />
    </>
  );
}
