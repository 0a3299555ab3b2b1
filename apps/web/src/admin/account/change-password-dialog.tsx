import { FormModal } from '../components/form-modal';
import { ChangePasswordFields, useChangePasswordForm } from './change-password-form';

/** Đổi mật khẩu, from the user menu. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { form, submit, failure, busy } = useChangePasswordForm(onClose);
  return (
    <FormModal
      title="Đổi mật khẩu"
      size="md"
      submitLabel="Đổi mật khẩu"
      busy={busy}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <ChangePasswordFields form={form} failure={failure} />
    </FormModal>
  );
}
