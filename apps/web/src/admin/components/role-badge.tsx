import { Crown } from 'lucide-react';
import { roleLabel, type RoleName } from '@shop/core/permissions';
import { cn } from '../../lib/cn';
import { isAdminRole, roleNameOf, UNKNOWN_ROLE } from '../../lib/roles';

const COLOURS: Record<RoleName, string> = {
  admin: 'bg-red-100 text-red-800 ring-red-200',
  moderator: 'bg-blue-100 text-blue-800 ring-blue-200',
  viewer: 'bg-green-100 text-green-800 ring-green-200',
  guest: 'bg-stone-200 text-stone-700 ring-stone-300',
};

/**
 * Role badge in the role's Vietnamese name: Quản trị red, Quản lý blue, Nhân viên green, Khách grey,
 * a role the owner made (its `name` given) plain; id 1 is marked.
 */
export function RoleBadge({
  roleId,
  name: ownName,
  className,
}: {
  roleId: number | null | undefined;
  /** The role's name when known (a role the owner made has no built-in name). */
  name?: string;
  className?: string;
}) {
  const name = roleNameOf(roleId);
  const shown = name ? roleLabel(name) : ownName ? roleLabel(ownName) : UNKNOWN_ROLE;
  const top = isAdminRole(roleId);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        name ? COLOURS[name] : 'bg-stone-100 text-stone-600 ring-stone-200',
        top && 'ring-2 ring-primary',
        className,
      )}
    >
      {top && <Crown className="size-3" aria-hidden="true" />}
      {shown}
    </span>
  );
}
