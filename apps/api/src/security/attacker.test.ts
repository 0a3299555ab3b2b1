/**
 * The attacker suite: staff of every non-admin role, given the `users` and/or `rights` change right,
 * try every path to more rights than they hold. Each attempt must be refused with 403 and leave the
 * users and rights tables exactly as they were.
 */
import type { Permission, Resource } from '@shop/core/permissions';
import type { User } from '@shop/core/schemas/user';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rights, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { setRights } from '../test/auth.ts';
import { TEST_USERS } from '../test/fixtures.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

const t = useTestApp();

type Attacker = 'moderator' | 'viewer' | 'guest';
type Grant = Partial<Record<Resource, Permission>>;

const GRANTS: Record<string, Grant> = {
  'users change': { users: { read: true, change: true, delete: true } },
  'rights change': { rights: { read: true, change: true, delete: false } },
  'users and rights change': {
    users: { read: true, change: true, delete: true },
    rights: { read: true, change: true, delete: false },
  },
};

/** A role holding a right the attacker's role lacks (moderator: products change; viewer: settings read). */
const HIGHER_ROLE: Record<Attacker, number> = { moderator: 3, viewer: 2, guest: 3 };
const HIGHER_USER: Record<Attacker, keyof typeof TEST_USERS> = {
  moderator: 'viewer',
  viewer: 'moderator',
  guest: 'viewer',
};
/** Another role than the attacker's own, without settings change. */
const OTHER_ROLE: Record<Attacker, number> = { moderator: 3, viewer: 2, guest: 2 };

/** Everything that decides who may do what: every user row (hashes included) and every right. */
async function snapshot() {
  return {
    // Signing in stamps lastLoginAt; everything else about a user must stay as it was.
    users: (await t.database.db.select().from(users).orderBy(asc(users.id))).map(({ lastLoginAt: _, ...u }) => u),
    rights: await t.database.db.select().from(rights).orderBy(asc(rights.id)),
  };
}

const rightId = async (roleId: number, name: Resource) => {
  const [row] = await t.database.db
    .select({ id: rights.id })
    .from(rights)
    .where(and(eq(rights.roleId, roleId), eq(rights.name, name)));
  return row!.id;
};

const asUser = async (username: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  return row!;
};

const body = (
  u: Pick<User, 'username' | 'email' | 'firstName' | 'lastName' | 'roleId' | 'isActive'>,
  patch: object = {},
) => ({
  username: u.username,
  email: u.email.endsWith('@localhost') ? u.email.replace('@localhost', '@example.com') : u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  roleId: u.roleId,
  isActive: u.isActive,
  ...patch,
});

const newUser = (username: string, roleId: number) => ({
  username,
  email: `${username}@example.com`,
  password: 'chiem-quyen-123',
  firstName: 'Kẻ',
  lastName: 'Gian',
  roleId,
  isActive: true,
});

let victimId = 0;
beforeAll(async () => {
  // A user of the least role, whom the attacker might try to lift above themselves.
  const res = await t.as('admin', { method: 'POST', url: '/api/auth/register', payload: newUser('nan.nhan', 4) });
  expect(res.statusCode).toBe(201);
  victimId = res.json<User>().id;
});

for (const attacker of ['viewer', 'moderator', 'guest'] as const) {
  const roleId = TEST_USERS[attacker].roleId;
  for (const [grantName, grant] of Object.entries(GRANTS)) {
    describe(`${attacker} given ${grantName}`, () => {
      let before: Awaited<ReturnType<typeof snapshot>>;
      beforeAll(async () => {
        await setRights(t, roleId, grant);
        before = await snapshot();
      });
      afterAll(() => setRights(t, 0, {}));

      const attack = (name: string, request: () => InjectOptions | Promise<InjectOptions>) =>
        it(`cannot ${name}`, async () => {
          const res = await t.as(attacker, await request());
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json<ErrorResponse>().error.code).toBe('FORBIDDEN');
          expect(res.json<ErrorResponse>().error.message).toMatch(/\S/);
          expect(await snapshot()).toEqual(before);
        });

      const self = () => asUser(TEST_USERS[attacker].username);
      const admin = () => asUser('admin');

      attack('promote itself to admin', async () => ({
        method: 'PUT',
        url: `/api/users/${(await self()).id}`,
        payload: body(await self(), { roleId: 1 }),
      }));
      attack('move itself to a role with more rights', async () => ({
        method: 'PUT',
        url: `/api/users/${(await self()).id}`,
        payload: body(await self(), { roleId: HIGHER_ROLE[attacker] }),
      }));
      attack('register an admin', () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: newUser(`admin.moi.${attacker}`, 1),
      }));
      attack('register a user with a role that has more rights', () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: newUser(`tay.sai.${attacker}`, HIGHER_ROLE[attacker]),
      }));
      attack('give a lesser user a role with more rights', async () => {
        const victim = (await t.database.db.select().from(users).where(eq(users.id, victimId)))[0]!;
        return {
          method: 'PUT',
          url: `/api/users/${victimId}`,
          payload: body(victim, { roleId: HIGHER_ROLE[attacker] }),
        };
      });
      attack("reset the admin's password", async () => ({
        method: 'PUT',
        url: '/api/users/1',
        payload: body(await admin(), { password: 'chiem-quyen-123' }),
      }));
      attack("change the admin's username", async () => ({
        method: 'PUT',
        url: '/api/users/1',
        payload: body(await admin(), { username: 'admin.cu' }),
      }));
      attack("change the admin's email", async () => ({
        method: 'PUT',
        url: '/api/users/1',
        payload: body(await admin(), { email: 'ke.gian@example.com' }),
      }));
      attack('deactivate the admin', async () => ({
        method: 'PUT',
        url: '/api/users/1',
        payload: body(await admin(), { isActive: false }),
      }));
      attack('demote the admin', async () => ({
        method: 'PUT',
        url: '/api/users/1',
        payload: body(await admin(), { roleId: 4 }),
      }));
      attack('delete the admin', () => ({ method: 'DELETE', url: '/api/users/1' }));
      attack('reset the password of a user whose role has more rights', async () => {
        const target = await asUser(TEST_USERS[HIGHER_USER[attacker]].username);
        return {
          method: 'PUT',
          url: `/api/users/${target.id}`,
          payload: body(target, { password: 'chiem-quyen-123' }),
        };
      });
      attack('delete a user whose role has more rights', async () => {
        const target = await asUser(TEST_USERS[HIGHER_USER[attacker]].username);
        return { method: 'DELETE', url: `/api/users/${target.id}` };
      });
      attack('grant its own role a right it lacks in the rights editor', async () => ({
        method: 'PATCH',
        url: `/api/rights/${await rightId(roleId, 'settings')}`,
        payload: { isRead: true, isChange: true, isDelete: true },
      }));
      attack('grant another role a right it lacks in the rights editor', async () => ({
        method: 'PATCH',
        url: `/api/rights/${await rightId(OTHER_ROLE[attacker], 'settings')}`,
        payload: { isChange: true },
      }));
      attack("edit the admin role's rights", async () => ({
        method: 'PATCH',
        url: `/api/rights/${await rightId(1, 'products')}`,
        payload: { isRead: true },
      }));
      attack("switch off the admin role's rights", async () => ({
        method: 'PATCH',
        url: `/api/rights/${await rightId(1, 'users')}`,
        payload: { isChange: false },
      }));
    });
  }
}
