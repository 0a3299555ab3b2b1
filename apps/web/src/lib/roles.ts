import { ADMIN_ROLE_ID, ROLE_NAMES, roleLabel, type RoleName } from '@shop/core/permissions';

export const UNKNOWN_ROLE = 'Vai trò không xác định';

/** Roles keep fixed ids in the order of ROLE_NAMES (admin is 1); unknown ids give undefined. */
export function roleNameOf(roleId: number | null | undefined): RoleName | undefined {
  return roleId ? ROLE_NAMES[roleId - 1] : undefined;
}

export function isAdminRole(roleId: number | null | undefined): boolean {
  return roleId === ADMIN_ROLE_ID;
}

/** What a built-in role is shown by (Quản trị, Quản lý, Nhân viên, Khách); undefined for another id. */
export function roleLabelOf(roleId: number | null | undefined): string | undefined {
  const name = roleNameOf(roleId);
  return name ? roleLabel(name) : undefined;
}
