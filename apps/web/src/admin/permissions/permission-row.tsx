import { ACTIONS, type Action } from '@shop/core/permissions';
import type { Right } from '@shop/core/schemas/role';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Lock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { rolesKeys, useUpdateRight } from '../../api/roles';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { noPermissionMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';
import { ACTION_LABELS, resourceLabel } from './resource-labels';
import type { PermissionRowData } from './role-rights';

const UPDATE_RIGHT_FAILED = 'Không thể cập nhật quyền';

type Flags = Pick<Right, 'isRead' | 'isChange' | 'isDelete'>;
const FLAG_OF: Record<Action, keyof Flags> = { read: 'isRead', change: 'isChange', delete: 'isDelete' };

function flagsOf(right: Right | undefined, locked: boolean): Flags {
  if (locked) return { isRead: true, isChange: true, isDelete: true };
  return { isRead: right?.isRead ?? false, isChange: right?.isChange ?? false, isDelete: right?.isDelete ?? false };
}

export interface PermissionRowProps {
  row: PermissionRowData;
  /** The admin role: every flag shown on and locked. */
  locked: boolean;
  /** The signed-in user has the rights change right. */
  canEdit: boolean;
  /** Whether the signed-in user may switch this flag (they hold it themselves); default: every flag. */
  canToggle?: (resource: string, action: Action) => boolean;
}

const ANY_FLAG = () => true;

/**
 * One resource of a role: view mode → edit (toggles held locally) →
 * Lưu (PATCHes only this right) or Hủy (restores the stored flags).
 */
export function PermissionRow({ row, locked, canEdit, canToggle = ANY_FLAG }: PermissionRowProps) {
  const qc = useQueryClient();
  const update = useUpdateRight();
  const [draft, setDraft] = useState<Flags | null>(null);
  const { showFailure, alertDialog } = useAlert();
  const label = resourceLabel(row.resource);
  const right = row.right;
  const editing = draft !== null;
  const shown = draft ?? flagsOf(right, locked);
  const toggleable = ACTIONS.filter((action) => canToggle(row.resource, action));

  async function save() {
    if (!right || !draft) return;
    try {
      const saved = await update.mutateAsync({ id: right.id, body: draft });
      qc.setQueryData<Right[]>(rolesKeys.rights(), (list) => list?.map((r) => (r.id === saved.id ? saved : r)));
      setDraft(null);
      toast.success(`Đã cập nhật quyền ${label}`);
    } catch (error) {
      showFailure(error, {
        fallback: UPDATE_RIGHT_FAILED,
        forbidden: noPermissionMessage('cập nhật', 'quyền'),
        forbiddenText: 'server',
        serverText: 'append',
      });
    }
  }

  return (
    <tr className={editing ? 'bg-primary-soft/60' : 'bg-white'}>
      <th scope="row" className="py-2.5 pl-3 pr-1 text-left text-sm font-medium text-ink sm:pl-4 sm:pr-2">
        {label}
      </th>
      {ACTIONS.map((action) => {
        const flag = FLAG_OF[action];
        const held = toggleable.includes(action);
        return (
          <td key={action} className="px-0.5 py-2.5 text-center">
            <span className="relative inline-flex size-6 items-center justify-center align-middle">
              <input
                type="checkbox"
                aria-label={`${ACTION_LABELS[action]} – ${label}`}
                title={editing && !held ? 'Bạn không có quyền này nên không thể bật hoặc tắt' : undefined}
                checked={shown[flag]}
                disabled={!editing || !held || update.isPending}
                onChange={(e) => setDraft((d) => (d ? { ...d, [flag]: e.target.checked } : d))}
                className={cn(
                  'peer size-6 appearance-none rounded-md border-2 bg-white transition-colors',
                  'checked:border-emerald-700 checked:bg-emerald-700 disabled:cursor-default',
                  editing ? 'cursor-pointer border-stone-500' : 'border-stone-200',
                )}
              />
              <Check
                className="pointer-events-none absolute size-4 text-white opacity-0 peer-checked:opacity-100"
                strokeWidth={3}
                aria-hidden="true"
              />
            </span>
          </td>
        );
      })}
      <td className="py-2 pl-1 pr-3 text-right sm:pr-4">
        {locked ? (
          <span
            className="inline-flex items-center gap-1 text-xs text-stone-600"
            title="Vai trò admin luôn có quyền này"
          >
            <Lock className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">Luôn bật</span>
          </span>
        ) : !right ? (
          <span className="text-xs text-stone-500">Chưa có</span>
        ) : editing ? (
          <div className="flex flex-col items-end gap-1.5 sm:flex-row sm:justify-end">
            <Button
              size="sm"
              onClick={() => void save()}
              loading={update.isPending}
              aria-label={`Lưu quyền ${label}`}
              className="min-w-16"
            >
              Lưu
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setDraft(null)}
              disabled={update.isPending}
              aria-label={`Hủy sửa quyền ${label}`}
              className="min-w-16"
            >
              Hủy
            </Button>
          </div>
        ) : canEdit && toggleable.length > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setDraft(flagsOf(right, false))}
            aria-label={`Sửa quyền ${label}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">Sửa</span>
          </Button>
        ) : null}
        {alertDialog}
      </td>
    </tr>
  );
}
