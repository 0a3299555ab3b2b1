import { roleLabel } from '@shop/core/permissions';
import { roleBody, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, type Role } from '@shop/core/schemas/role';
import { useRoleMutations } from '../../api/roles';
import { TextField } from '../../components/ui/text-field';
import { FormModal } from '../components/form-modal';
import { useItemModalForm } from '../components/item-form-modal';
import { TextareaField } from '../components/textarea-field';

interface RoleFormValues {
  name: string;
  description: string;
}

export interface RoleFormModalProps {
  /** The role to rename or describe; absent: a new role (every right off until given). */
  role?: Role;
  onClose: () => void;
  /** After the save, with the role as the server answered it. */
  onSaved?: (role: Role) => void;
}

/** Vai trò form: name and description. A built-in role keeps its name; only its description changes. */
export function RoleFormModal({ role, onClose, onSaved }: RoleFormModalProps) {
  const { save } = useRoleMutations();
  const builtIn = role?.builtIn ?? false;
  const { field, modal } = useItemModalForm<RoleFormValues, typeof roleBody>({
    item: { noun: 'vai trò', title: 'Vai Trò' },
    editing: Boolean(role),
    onClose,
    schema: roleBody,
    forbiddenText: 'server',
    defaultValues: { name: role ? roleLabel(role.name) : '', description: role?.description ?? '' },
    save: async (body) => {
      const saved = await save.mutateAsync({ id: role?.id, body });
      onSaved?.(saved);
    },
    serverFields: ['name'],
  });

  return (
    <FormModal size="md" closeOnBackdrop={false} {...modal}>
      <TextField
        label="Tên vai trò *"
        maxLength={ROLE_NAME_MAX}
        readOnly={builtIn}
        hint={builtIn ? 'Vai trò có sẵn giữ nguyên tên; bạn có thể sửa mô tả.' : 'VD: Thu ngân, Kế toán'}
        {...field('name')}
      />
      <TextareaField
        label="Mô tả"
        rows={3}
        maxLength={ROLE_DESCRIPTION_MAX}
        hint="Vai trò này dùng cho ai, làm những việc gì"
        {...field('description')}
      />
    </FormModal>
  );
}
