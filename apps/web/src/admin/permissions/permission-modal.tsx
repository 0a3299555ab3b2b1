import { useQuery } from '@tanstack/react-query';
import { roleLabel } from '@shop/core/permissions';
import { useState } from 'react';
import { rolesQueryOptions } from '../../api/roles';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { LoadError } from '../components/load-error';
import { SelectField } from '../components/select-field';
import { LoadingState } from '../layout/screen-state';
import { LOAD_PERMISSION_DATA_FAILED, PermissionEditor } from './permission-editor';

const PERMISSION_MODAL_TITLE = 'Quản Lý Phân Quyền';

/** The Manage Permissions modal: a role select, then that role's permission table. */
export function PermissionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={PERMISSION_MODAL_TITLE}
      size="xl"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Đóng
        </Button>
      }
    >
      <PermissionModalBody />
    </Modal>
  );
}

function PermissionModalBody() {
  const roles = useQuery(rolesQueryOptions());
  const [chosen, setChosen] = useState<number | null>(null);

  if (roles.isPending) return <LoadingState label="Đang tải vai trò..." />;
  if (roles.isError) {
    return <LoadError message={LOAD_PERMISSION_DATA_FAILED} query={roles} />;
  }
  const role = roles.data.find((r) => r.id === chosen) ?? roles.data[0];
  if (!role) return <p className="py-8 text-center text-sm text-stone-600">Chưa có vai trò nào.</p>;

  return (
    <div className="space-y-4">
      <SelectField
        label="Vai trò"
        value={role.id}
        onChange={(e) => setChosen(Number(e.target.value))}
        className="max-w-xs"
      >
        {roles.data.map((r) => (
          <option key={r.id} value={r.id}>
            {roleLabel(r.name)}
          </option>
        ))}
      </SelectField>
      <PermissionEditor roleId={role.id} roleName={roleLabel(role.name)} />
    </div>
  );
}
