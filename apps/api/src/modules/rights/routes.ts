import { can } from '@shop/core/permissions';
import { errorResponse, idParams } from '@shop/core/schemas/common';
import {
  rightSchema,
  roleIdParams,
  roleSchema,
  rolePermissionsResponse,
  updateRightBody,
} from '@shop/core/schemas/role';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessErrors } from '../../lib/crud-routes.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import { currentUser } from '../../plugins/access.ts';
import { lockAccessControl, rolesRepository } from './repository.ts';

const errors = { ...accessErrors, 404: errorResponse };

/** Roles and rights: /api/roles and /api/rights. */
export const rightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = rolesRepository(app.database.db);

  app.get(
    '/role-permissions/:roleId',
    {
      // Any signed-in user may read their own role's permissions; other roles need roles read.
      config: { access: 'authenticated' },
      schema: {
        tags: ['rights'],
        summary: "A role's rights per resource (read, change, delete)",
        params: roleIdParams,
        response: { 200: rolePermissionsResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { roleId } = request.params;
      if (roleId !== user.roleId && !can(user.permissions, 'roles', 'read')) throw forbidden(AUTH_MESSAGES.forbidden);
      if (!(await repo.exists(roleId))) throw notFound('Không tìm thấy vai trò');
      return repo.permissions(roleId);
    },
  );

  app.get(
    '/',
    {
      config: { access: { resource: 'rights', action: 'read' } },
      schema: {
        tags: ['rights'],
        summary: 'List the rights rows of every role',
        response: { 200: z.array(rightSchema), ...errors },
      },
    },
    async () => repo.rights(),
  );

  app.patch(
    '/:id',
    {
      config: { access: { resource: 'rights', action: 'change' } },
      schema: {
        tags: ['rights'],
        summary: "Switch a role's flags; only flags the caller holds, and the admin role's only by an admin",
        params: idParams,
        body: updateRightBody,
        response: { 200: rightSchema, ...errors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        await lockAccessControl(tx);
        const roles = rolesRepository(tx);
        const before = await roles.right(request.params.id);
        const right = await roles.updateRightGuarded(currentUser(request).id, request.params.id, request.body);
        // Recorded on the role: `{ "products.change": [false, true] }`.
        const flags = (r: typeof right) => ({
          [`${r.name}.read`]: r.isRead,
          [`${r.name}.change`]: r.isChange,
          [`${r.name}.delete`]: r.isDelete,
        });
        if (before) await audit.updated('roles', right.roleId, flags(before), flags(right), 'rights-change');
        return right;
      }),
  );
};

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = rolesRepository(app.database.db);
  app.get(
    '/',
    {
      config: { access: { resource: 'roles', action: 'read' } },
      schema: { tags: ['roles'], summary: 'List the roles', response: { 200: z.array(roleSchema), ...errors } },
    },
    async () => repo.list(),
  );
  app.get(
    '/:id',
    {
      config: { access: { resource: 'roles', action: 'read' } },
      schema: { tags: ['roles'], summary: 'One role', params: idParams, response: { 200: roleSchema, ...errors } },
    },
    async (request) => {
      const role = await repo.find(request.params.id);
      if (!role) throw notFound('Không tìm thấy vai trò');
      return role;
    },
  );
};
