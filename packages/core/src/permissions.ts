import { foldText } from './text.ts';

/** Resources of the back office in the permission editor's order. */
export const RESOURCES = [
  'products',
  'categories',
  'brands',
  'sizes',
  'images',
  'orders',
  'settings',
  'roles',
  'rights',
  'users',
  'dashboard',
  'shop',
  'audit',
  'reports',
  'pieces',
  'services',
  'messages',
  'costs',
  'returns',
  'incidents',
  'privacy',
] as const;
export type Resource = (typeof RESOURCES)[number];
export const ACTIONS = ['read', 'change', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export interface Permission {
  read: boolean;
  change: boolean;
  delete: boolean;
}
export type PermissionMap = Partial<Record<string, Permission>>;

export const ADMIN_ROLE_ID = 1;
export const ROLE_NAMES = ['admin', 'moderator', 'viewer', 'guest'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** What the back office calls the four built-in roles (the API keeps their keys). */
const ROLE_LABELS: Record<RoleName, string> = {
  admin: 'Quản trị',
  moderator: 'Quản lý',
  viewer: 'Nhân viên',
  guest: 'Khách',
};

/** What each built-in role is for, as the back office first describes it (the owner may reword it). */
export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  admin: 'Toàn quyền với cửa hàng, kể cả người dùng, vai trò và phân quyền',
  moderator: 'Quản lý sản phẩm, đơn hàng, đổi trả và nội dung cửa hàng',
  viewer: 'Xem sản phẩm, đơn hàng và số liệu, không thay đổi được gì',
  guest: 'Không có quyền nào cho đến khi được cấp',
};

/** One of the four roles created on the first start (they cannot be renamed or deleted). */
export function isBuiltInRole(name: string): name is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(name);
}

/** The name a role is shown by: a built-in role's Vietnamese name, any other role's own name. */
export function roleLabel(name: string): string {
  return isBuiltInRole(name) ? ROLE_LABELS[name] : name;
}

/**
 * True when `name` is another role's name, compared folded, against the roles' own names and the
 * built-in roles' Vietnamese names (`quan ly` is taken by Quản lý, `ADMIN` by admin).
 */
export function roleNameTaken(name: string, others: readonly string[]): boolean {
  const key = foldText(name);
  return others.some((other) => foldText(other) === key || foldText(roleLabel(other)) === key);
}

/**
 * Resources only admins hold by default: who did what (the audit log), the shop's revenue figures
 * (reports), what its pieces cost (costs), the personal-data requests with their exports and
 * erasures (privacy) and the register of personal-data incidents (incidents). An owner may give them
 * to another role.
 */
const ADMIN_ONLY: Resource[] = ['audit', 'reports', 'costs', 'privacy', 'incidents'];

/** Who may use the back office and how it is set up: a moderator reads and changes neither. */
const PEOPLE_AND_SETTINGS: Resource[] = ['settings', 'roles', 'rights', 'users'];

/** A moderator reads and changes everything else: the catalogue, orders, the shop's content and desks. */
const MODERATOR_CHANGE = RESOURCES.filter((r) => !ADMIN_ONLY.includes(r) && !PEOPLE_AND_SETTINGS.includes(r));

/** Rights every role gets on a first start. */
export function defaultRights(role: RoleName, resource: Resource): Permission {
  switch (role) {
    case 'admin':
      return { read: true, change: true, delete: true };
    case 'moderator': {
      const on = MODERATOR_CHANGE.includes(resource);
      return { read: on, change: on, delete: false };
    }
    case 'viewer':
      return { read: !ADMIN_ONLY.includes(resource), change: false, delete: false };
    case 'guest':
      return { read: false, change: false, delete: false };
  }
}

export function can(perms: PermissionMap | undefined, resource: Resource, action: Action): boolean {
  return Boolean(perms?.[resource]?.[action]);
}

/** The role has at least one flag on the resource (menu and tab gating). */
export function hasAny(perms: PermissionMap | undefined, resource: Resource): boolean {
  const p = perms?.[resource];
  return Boolean(p && (p.read || p.change || p.delete));
}

/** Who is acting: their role and that role's rights (the admin role holds every right). */
export interface Actor {
  roleId: number;
  permissions: PermissionMap;
}

/** True when `holder` has every flag that `granted` switches on (resources of any name). */
export function holdsEvery(holder: PermissionMap, granted: PermissionMap): boolean {
  return Object.entries(granted).every(
    ([resource, p]) => !p || ACTIONS.every((action) => !p[action] || Boolean(holder[resource]?.[action])),
  );
}

/**
 * Rights cannot be escalated: a user may give a role to someone, or manage (edit, delete) a user of
 * that role, only when they hold every right of the role themselves. The admin role is for admins
 * only, whatever rights another role has been given. Holding the users change (or delete) right is
 * checked separately.
 */
export function canManageRole(actor: Actor, roleId: number, rolePermissions: PermissionMap): boolean {
  if (actor.roleId === ADMIN_ROLE_ID) return true;
  if (roleId === ADMIN_ROLE_ID) return false;
  return holdsEvery(actor.permissions, rolePermissions);
}

/**
 * In the rights editor a user may switch a flag on or off only when they hold that flag themselves;
 * only admins touch the admin role's rights.
 */
export function canToggleRight(actor: Actor, roleId: number, resource: string, action: Action): boolean {
  if (actor.roleId === ADMIN_ROLE_ID) return true;
  if (roleId === ADMIN_ROLE_ID) return false;
  return Boolean(actor.permissions[resource]?.[action]);
}
