import { useAuthStore } from '../../auth/auth-store';
import { RoleBadge } from '../components/role-badge';

/** The signed-in user's name and role at the foot of the sidebar. */
export function SidebarUser() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const initials = `${user.firstName.at(0) ?? ''}${user.lastName.at(0) ?? ''}`.toUpperCase() || '?';
  return (
    // Spans only: the account menu's button holds this, and a button may hold phrasing content only.
    <span className="flex items-center gap-3 px-3 py-2">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary ring-1 ring-primary/40"
      >
        {initials}
      </span>
      <span className="block min-w-0">
        <span className="block truncate text-sm font-semibold text-ivory" title={fullName}>
          {fullName}
        </span>
        <RoleBadge roleId={user.roleId} name={user.roleName} className="mt-1" />
      </span>
    </span>
  );
}
