import { readSetting } from '@shop/core/schemas/setting';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { staffSettingsQueryOptions } from '../../api/settings';
import { useSaveSettings } from '../../api/settings-writes';
import { useAuthStore } from '../../auth/auth-store';
import { isAdminRole } from '../../lib/roles';
import { useAlert } from '../components/use-alert';
import { setting } from './save-settings';
import { settingsFailure } from './settings-failure';
import { SettingsSection } from './settings-section';

const SECURITY_MESSAGES = {
  on: 'Đã bật: quản trị viên phải dùng đăng nhập hai bước',
  off: 'Đã tắt yêu cầu đăng nhập hai bước',
  failed: 'Lỗi khi lưu cài đặt bảo mật',
  adminOnly: 'Chỉ quản trị viên thay đổi được cài đặt này.',
} as const;

/**
 * Bảo mật (in Hệ thống): whether every admin must sign in with a second step
 * (`security.requireTwoFactor`; docs/api.md#two-step-sign-in). Only an admin changes it (the server refuses
 * others); an admin without the second step is then sent to turn it on at their next page.
 */
export function SecuritySection() {
  const settings = useQuery(staffSettingsQueryOptions());
  const isAdmin = useAuthStore((s) => isAdminRole(s.user?.roleId));
  const { saveAll, saving } = useSaveSettings();
  const { showAlert, alertDialog } = useAlert();
  const hintId = useId();
  const required = settings.data ? readSetting(settings.data, 'security.requireTwoFactor') : false;

  async function toggle(next: boolean) {
    const { errors } = await saveAll([setting('security.requireTwoFactor', String(next))]);
    if (errors.length > 0) showAlert(settingsFailure(errors, SECURITY_MESSAGES.failed));
    else toast.success(next ? SECURITY_MESSAGES.on : SECURITY_MESSAGES.off);
  }

  return (
    <SettingsSection
      title="Bảo mật"
      description="Đăng nhập hai bước dùng mã 6 số từ ứng dụng xác thực (Google Authenticator, Microsoft Authenticator…) sau mật khẩu."
    >
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-primary-ink"
          checked={required}
          disabled={!isAdmin || saving || !settings.data}
          aria-describedby={hintId}
          onChange={(e) => void toggle(e.target.checked)}
        />
        <span className="font-medium text-ink">Bắt buộc quản trị viên dùng đăng nhập hai bước</span>
      </label>
      <p id={hintId} className="ml-8 mt-1 text-sm text-stone-600">
        Quản trị viên chưa bật sẽ được yêu cầu bật ngay ở lần mở trang tiếp theo.
      </p>
      {!isAdmin && <p className="mt-3 text-sm text-stone-600">{SECURITY_MESSAGES.adminOnly}</p>}
      {alertDialog}
    </SettingsSection>
  );
}
