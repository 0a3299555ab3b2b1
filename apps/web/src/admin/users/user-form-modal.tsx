// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import { roleLabel } from '@shop/core/permissions';
import '../../lib/zod-browser';
import {
  createUserBody,
  updateUserBody,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
} from '@shop/core/schemas/user';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver';
import { PasswordField, TextField } from '../../components/ui/text-field';
import { CheckboxField } from '../components/checkbox-field';
import { fieldProps } from '../components/form-field';
import { FormModal } from '../components/form-modal';
import { SelectField } from '../components/select-field';

export interface RoleOption {
  id: number;
  name: string;
}

interface UserFormValues {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roleId: number;
  isActive: boolean;
}

export type UserFormResult =
  { mode: 'create'; body: CreateUserBody } | { mode: 'edit'; id: number; body: UpdateUserBody };

export interface UserFormModalProps {
  open: boolean;
  /** The user being edited; null to create one. */
  user: User | null;
  roles: readonly RoleOption[];
  /** Role preselected for a new user. */
  defaultRoleId: number;
  /** The signed-in user's own account: its role and active flag cannot be changed. */
  self?: boolean;
  onClose: () => void;
  /** Saves; a rejection keeps the modal open (the caller reports it). */
  onSubmit: (result: UserFormResult) => Promise<unknown>;
}

/** Thêm / Sửa Người Dùng: password required on create only; blank keeps it on edit. */
export function UserFormModal({ open, user, ...rest }: UserFormModalProps) {
  if (!open) return null;
  // Keyed so the form starts from the right user each time it opens.
  return <UserFormDialog key={user?.id ?? 'new'} user={user} {...rest} />;
}

export const OWN_ACCOUNT_NOTE = 'Bạn không thể thay đổi vai trò hoặc trạng thái của chính mình.';

function UserFormDialog({
  user,
  roles,
  defaultRoleId,
  self = false,
  onClose,
  onSubmit,
}: Omit<UserFormModalProps, 'open'>) {
  const editing = user !== null;
  const schema = editing ? updateUserBody : createUserBody;
  const form = useForm<UserFormValues, unknown, CreateUserBody | UpdateUserBody>({
    resolver: formResolver<UserFormValues, CreateUserBody | UpdateUserBody>(schema),
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      password: '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      roleId: user?.roleId ?? defaultRoleId,
      isActive: user?.isActive ?? true,
    },
  });

  const field = fieldProps(form);
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(editing ? { mode: 'edit', id: user.id, body } : { mode: 'create', body: body as CreateUserBody });
    } catch {
      // Reported by the caller (error toast); the form stays open with what was typed.
    }
  });

  const roleOptions =
    roles.some((r) => r.id === user?.roleId) || !user
      ? roles
      : [...roles, { id: user.roleId, name: `#${user.roleId}` }];

  const roleChoices = roleOptions.map((r) => (
    <option key={r.id} value={r.id}>
      {roleLabel(r.name)}
    </option>
  ));

  return (
    <FormModal
      title={editing ? 'Sửa Người Dùng' : 'Thêm Người Dùng'}
      size="lg"
      submitLabel={editing ? 'Cập Nhật' : 'Tạo'}
      busy={form.formState.isSubmitting}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <TextField label="Tên đăng nhập" autoComplete="off" {...field('username')} autoFocus />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <PasswordField
        kind="new"
        label="Mật khẩu"
        className="sm:col-span-2"
        hint={editing ? 'Để trống nếu giữ nguyên mật khẩu hiện tại.' : 'Ít nhất 6 ký tự.'}
        {...field('password')}
      />
      <TextField label="Tên" autoComplete="off" {...field('firstName')} />
      <TextField label="Họ" autoComplete="off" {...field('lastName')} />
      {self && user ? (
        // Shown, not registered: the form sends the stored role and active flag unchanged.
        <>
          <SelectField label="Vai trò" value={user.roleId} disabled hint={OWN_ACCOUNT_NOTE}>
            {roleChoices}
          </SelectField>
          <CheckboxField label="Đang hoạt động" className="self-end" checked={user.isActive} disabled readOnly />
        </>
      ) : (
        <>
          <SelectField label="Vai trò" {...field('roleId', { valueAsNumber: true })}>
            {roleChoices}
          </SelectField>
          <CheckboxField label="Đang hoạt động" className="self-end" {...form.register('isActive')} />
        </>
      )}
    </FormModal>
  );
}
