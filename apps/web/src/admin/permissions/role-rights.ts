import { ADMIN_ROLE_ID, RESOURCES } from '@shop/core/permissions';
import type { Right } from '@shop/core/schemas/role';

export interface PermissionRowData {
  /** The resource name (a right's `name`). */
  resource: string;
  /** The stored right; missing when the server has no row for this resource and role. */
  right?: Right;
}

const ORDER = new Map<string, number>(RESOURCES.map((name, index) => [name, index]));

/**
 * The rows of one role's permission table: the first nine resources in the editor's order, then users,
 * dashboard, shop (core RESOURCES), then any other right the server holds, by name.
 */
export function rowsForRole(rights: readonly Right[], roleId: number): PermissionRowData[] {
  const own = new Map(rights.filter((r) => r.roleId === roleId).map((r) => [r.name, r]));
  const extra = [...own.keys()].filter((name) => !ORDER.has(name)).sort((a, b) => a.localeCompare(b));
  return [...RESOURCES, ...extra].map((resource) => ({ resource, right: own.get(resource) }));
}

/** The admin role (id 1) keeps every right: its flags cannot be switched off. */
export function isLockedRole(roleId: number): boolean {
  return roleId === ADMIN_ROLE_ID;
}
