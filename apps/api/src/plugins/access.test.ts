import { settingResource } from '@shop/core/schemas/setting';
import { ROLE_DESCRIPTIONS, ROLE_NAMES, can, defaultRights, type RoleName } from '@shop/core/permissions';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { openToAnyone } from './access.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { RolePermissions, Right } from '@shop/core/schemas/role';

const t = useTestApp();

const ROLE_IDS = { admin: 1, moderator: 2, viewer: 3, guest: 4 } as const;
const concrete = (url: string, roleId = 3) =>
  url
    .replace(':roleId', String(roleId))
    .replace(':productId', '1')
    .replace(':key', 'contact.zalo.link')
    .replace(/:[A-Za-z]+/g, '1');

describe('route × role matrix (deny by default)', () => {
  it('every /api route declares an access rule, and there are many', () => {
    expect(t.app.routeRules.length).toBeGreaterThan(10);
  });

  it('answers 401 to anonymous callers of every protected route, before validating input', async () => {
    for (const r of t.app.routeRules) {
      if (openToAnyone(r.access)) continue;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json<ErrorResponse>().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 403 exactly where the seeded role lacks the right', async () => {
    // Least privileged first; admin last, since its writes change rows.
    const order: RoleName[] = ['guest', 'viewer', 'moderator', 'admin'];
    expect([...ROLE_NAMES].sort()).toEqual([...order].sort());
    for (const role of order) {
      for (const r of t.app.routeRules) {
        if (r.access === 'public' || openToAnyone(r.access) || r.url === '/api/auth/logout') continue;
        const res = await t.as(role, {
          method: r.method as 'GET',
          url: concrete(r.url, ROLE_IDS[role]),
          payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        });
        // Deleting a setting needs the change right of the key's resource, checked by the route.
        const access =
          r.method === 'DELETE' && r.url === '/api/settings/:key'
            ? { resource: settingResource('contact.zalo.link'), action: 'change' as const }
            : r.access;
        const allowed =
          access === 'authenticated' ||
          (access === 'admin'
            ? role === 'admin'
            : [access, ...(access.also ? [access.also] : [])].every((right) =>
                can({ [right.resource]: defaultRights(role, right.resource) }, right.resource, right.action),
              ));
        const label = `${role} ${r.method} ${r.url} → ${res.statusCode}`;
        if (allowed) expect([401, 403], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(403);
        expect(res.statusCode, label).toBeLessThan(500);
      }
    }
  });

  it('refuses a foreign role’s permissions to a user without roles read, allows their own', async () => {
    expect((await t.as('guest', { method: 'GET', url: '/api/rights/role-permissions/4' })).statusCode).toBe(200);
    expect((await t.as('guest', { method: 'GET', url: '/api/rights/role-permissions/1' })).statusCode).toBe(403);
    const admin = await t.as('admin', { method: 'GET', url: '/api/rights/role-permissions/3' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json<RolePermissions>().products).toEqual({ read: true, change: false, delete: false });
    expect(admin.json<RolePermissions>().users).toEqual({ read: true, change: false, delete: false });
  });

  it('applies a right changed in the permission screen on the very next request', async () => {
    const rights = (await t.as('admin', { method: 'GET', url: '/api/rights' })).json<Right[]>();
    const viewerRoles = rights.find((r) => r.roleId === 4 && r.name === 'roles')!;
    expect((await t.as('guest', { method: 'GET', url: '/api/roles' })).statusCode).toBe(403);
    const patch = await t.as('admin', {
      method: 'PATCH',
      url: `/api/rights/${viewerRoles.id}`,
      payload: { isRead: true },
    });
    expect(patch.statusCode).toBe(200);
    expect((await t.as('guest', { method: 'GET', url: '/api/roles' })).statusCode).toBe(200);
    await t.as('admin', { method: 'PATCH', url: `/api/rights/${viewerRoles.id}`, payload: { isRead: false } });
    expect((await t.as('guest', { method: 'GET', url: '/api/roles' })).statusCode).toBe(403);
  });

  it('keeps every right of the admin role', async () => {
    const rights = (await t.as('admin', { method: 'GET', url: '/api/rights' })).json<Right[]>();
    const adminRight = rights.find((r) => r.roleId === 1)!;
    const res = await t.as('admin', {
      method: 'PATCH',
      url: `/api/rights/${adminRight.id}`,
      payload: { isDelete: false },
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists roles with user counts', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/roles' });
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'admin', description: ROLE_DESCRIPTIONS.admin, builtIn: true, userCount: 1 },
        expect.objectContaining({ id: 2, name: 'moderator' }),
      ]),
    );
    expect((await t.as('admin', { method: 'GET', url: '/api/roles/2' })).json()).toEqual({
      id: 2,
      name: 'moderator',
      description: ROLE_DESCRIPTIONS.moderator,
      builtIn: true,
    });
    expect((await t.as('admin', { method: 'GET', url: '/api/roles/99' })).statusCode).toBe(404);
  });
});
