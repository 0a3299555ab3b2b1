import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import { USER_MESSAGES, updateUserBody, userSchema, usersResponse } from '@shop/core/schemas/user';
import { canManageRole } from '@shop/core/permissions';
import { roleSchema } from '@shop/core/schemas/role';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessErrors, readRoutes } from '../../lib/crud-routes.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { refuseWeakPassword } from '../../lib/password-policy.ts';
import { currentUser } from '../../plugins/access.ts';
import { auditDiff } from '../../db/audit.ts';
import { lockAccessControl, rolesRepository } from '../rights/repository.ts';
import { toUser, usersRepository } from './repository.ts';

/** Users: /api/users (docs/product/back-office.md#users). Creating a user is POST /api/auth/register. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = usersRepository(app.database.db);
  const roles = rolesRepository(app.database.db);

  const read = readRoutes(app, { resource: 'users', tags: ['users'] });

  read('/', 'List the staff accounts', { response: usersResponse }, async () => repo.list());

  read(
    '/manageable-roles',
    'Roles whose every right the caller holds (admin: admins only): the roles they may give and whose users they may edit or delete, with the users change or delete right',
    { response: z.array(roleSchema) },
    async (request) => {
      const me = currentUser(request);
      const all = await roles.rolesWithPermissions();
      return all
        .filter((r) => canManageRole(me, r.id, r.permissions))
        .map(({ id, name, description, builtIn }) => ({ id, name, description, builtIn }));
    },
  );

  read(
    '/:id',
    'One staff account',
    { params: idParams, response: userSchema, notFound: USER_MESSAGES.notFound },
    async (request) => {
      const row = await repo.findById(request.params.id);
      return row && toUser(row);
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'users', action: 'change' } },
      schema: {
        tags: ['users'],
        summary:
          'Edit a user; a blank or missing password keeps it. Refused (403) unless the caller holds every right of the user’s role and of the role given; admins only for admin accounts',
        params: idParams,
        body: updateUserBody,
        response: { 200: userSchema, ...accessErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      const { password, ...rest } = request.body;
      if (id === me.id && !rest.isActive) throw badRequest(USER_MESSAGES.cannotDeactivateSelf);
      if (!(await roles.exists(rest.roleId))) throw badRequest(USER_MESSAGES.roleNotFound);
      if (password) refuseWeakPassword(password, rest.username, 'password');
      const passwordHash = password ? await hashPassword(password) : undefined;
      return request.audited(async (tx, audit) => {
        // The same lock the guarded write takes first, so `before` is what the write changes.
        await lockAccessControl(tx);
        const users = usersRepository(tx);
        const before = await users.findById(id);
        const user = await users.updateGuarded(id, { ...rest, ...(passwordHash ? { passwordHash } : {}) }, me.id);
        if (before) {
          const changes = auditDiff(before, { ...before, ...rest, passwordHash: passwordHash ?? before.passwordHash });
          const onlyPassword = Object.keys(changes).length === 1 && 'password' in changes;
          await audit.record({
            action: onlyPassword ? 'password-reset' : 'update',
            resource: 'users',
            resourceId: id,
            changes,
          });
        }
        return user;
      });
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'users', action: 'delete' } },
      schema: {
        tags: ['users'],
        summary: 'Delete a staff account',
        params: idParams,
        response: { 200: okResponse, ...accessErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const me = currentUser(request);
      if (request.params.id === me.id) throw badRequest(USER_MESSAGES.cannotDeleteSelf);
      return request.audited(async (tx, audit) => {
        await lockAccessControl(tx);
        const users = usersRepository(tx);
        const before = await users.findById(request.params.id);
        await users.removeGuarded(request.params.id, me.id);
        if (before) await audit.deleted('users', before.id, before);
        return { success: true as const };
      });
    },
  );
};

export default usersRoutes;
