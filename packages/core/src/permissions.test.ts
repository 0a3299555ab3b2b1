import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_ID,
  canManageRole,
  canToggleRight,
  defaultRights,
  holdsEvery,
  isBuiltInRole,
  ROLE_NAMES,
  roleLabel,
  roleNameTaken,
  type PermissionMap,
} from './permissions.ts';

const READ = { read: true, change: false, delete: false };
const ALL = { read: true, change: true, delete: true };
const manager = { roleId: 3, permissions: { products: READ, users: ALL } satisfies PermissionMap };

describe('holdsEvery', () => {
  it('is true only when every flag switched on in the role is held', () => {
    expect(holdsEvery({ products: ALL }, { products: READ })).toBe(true);
    expect(holdsEvery({ products: READ }, { products: ALL })).toBe(false);
    expect(holdsEvery({ products: READ }, { orders: READ })).toBe(false);
    expect(holdsEvery({}, { orders: { read: false, change: false, delete: false } })).toBe(true);
    expect(holdsEvery({ products: READ }, { audit: READ })).toBe(false); // resources of any name count
  });
});

describe('canManageRole', () => {
  it('lets a user manage a role with no right they lack', () => {
    expect(canManageRole(manager, 4, {})).toBe(true);
    expect(canManageRole(manager, 3, manager.permissions)).toBe(true);
    expect(canManageRole(manager, 2, { products: ALL })).toBe(false);
  });

  it('keeps the admin role for admins, even when another role holds every right', () => {
    expect(canManageRole({ roleId: 2, permissions: { products: ALL } }, ADMIN_ROLE_ID, {})).toBe(false);
    expect(canManageRole({ roleId: ADMIN_ROLE_ID, permissions: {} }, 2, { products: ALL })).toBe(true);
  });
});

describe('canToggleRight', () => {
  it('allows only flags the user holds, and the admin role only to admins', () => {
    expect(canToggleRight(manager, 4, 'products', 'read')).toBe(true);
    expect(canToggleRight(manager, 4, 'products', 'change')).toBe(false);
    expect(canToggleRight(manager, ADMIN_ROLE_ID, 'products', 'read')).toBe(false);
    expect(canToggleRight({ roleId: ADMIN_ROLE_ID, permissions: {} }, ADMIN_ROLE_ID, 'products', 'delete')).toBe(true);
  });
});

describe('defaultRights', () => {
  const flags = (role: Parameters<typeof defaultRights>[0], resource: Parameters<typeof defaultRights>[1]) =>
    defaultRights(role, resource);

  it('gives pieces, services and messages to moderators to read and change, to viewers to read', () => {
    for (const resource of ['pieces', 'services', 'messages'] as const) {
      expect(flags('admin', resource)).toEqual(ALL);
      expect(flags('moderator', resource)).toEqual({ read: true, change: true, delete: false });
      expect(flags('viewer', resource)).toEqual(READ);
      expect(flags('guest', resource)).toEqual({ read: false, change: false, delete: false });
    }
  });

  it('keeps the audit log, revenue reports and cost prices for admins', () => {
    for (const resource of ['audit', 'reports', 'costs'] as const) {
      expect(flags('admin', resource)).toEqual(ALL);
      for (const role of ['moderator', 'viewer', 'guest'] as const)
        expect(flags(role, resource)).toEqual({ read: false, change: false, delete: false });
    }
  });
});

describe('roles the owner makes', () => {
  it('knows the four built-in roles by their keys and shows them in Vietnamese', () => {
    expect(ROLE_NAMES.every(isBuiltInRole)).toBe(true);
    expect(isBuiltInRole('Thu ngân')).toBe(false);
    expect(ROLE_NAMES.map(roleLabel)).toEqual(['Quản trị', 'Quản lý', 'Nhân viên', 'Khách']);
    expect(roleLabel('Thu ngân')).toBe('Thu ngân');
  });

  it('compares role names without case, marks or spacing, also against the built-in Vietnamese names', () => {
    const names = [...ROLE_NAMES, 'Kế toán'];
    for (const taken of ['kế toán', ' KE  TOAN ', 'quan ly', 'QUẢN TRỊ', 'nhan vien', 'Khách', 'ADMIN', 'guest'])
      expect(roleNameTaken(taken, names), taken).toBe(true);
    for (const free of ['Kế toán trưởng', 'Thu ngân', 'Quản lý kho'])
      expect(roleNameTaken(free, names), free).toBe(false);
  });
});
