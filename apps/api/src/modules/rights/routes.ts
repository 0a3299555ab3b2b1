import { can } from '@shop/core/permissions';
import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import {
  roleBody,
  rightSchema,
  roleIdParams,
  roleSchema,
  rolePermissionsResponse,
  updateRightBody,
} from '@shop/core/schemas/role';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessErrors, answerCreated, answerUpdated, writeErrors, createOptions } from '../../lib/crud-routes.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import { currentUser } from '../../plugins/access.ts';
import { lockAccessControl, rolesRepository } from './repository.ts';

/** The answers of a route that names a role or a rights row: it may not exist (404). */
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
        response: { 200: z.array(rightSchema), ...accessErrors },
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
      schema: { tags: ['roles'], summary: 'List the roles', response: { 200: z.array(roleSchema), ...accessErrors } },
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

  // Roles the owner makes (docs/product/back-office.md#roles). Checked again under the access-control
  // lock; each write is audited on the role (name and description).
  const recorded = ({ name, description }: { name: string; description: string }) => ({ name, description });

  app.post(
    '/',
    createOptions('roles', {
      tags: ['roles'],
      summary: 'Create a role (all rights off); 409 when another role has the name, compared without case or marks',
      body: roleBody,
      item: roleSchema,
    }),
    async (request, reply) =>
      answerCreated(request, reply, {
        resource: 'roles',
        make: (tx: Db) => rolesRepository(tx).createRole(currentUser(request).id, request.body),
        recorded,
      }),
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'roles', action: 'change' } },
      schema: {
        tags: ['roles'],
        summary:
          'Rename a role and reword its description; a built-in role keeps its name (400). Only a role whose every right the caller holds (403)',
        params: idParams,
        body: roleBody,
        response: { 200: roleSchema, ...writeErrors },
      },
    },
    async (request) =>
      answerUpdated(request, {
        resource: 'roles',
        change: (tx) => rolesRepository(tx).updateRole(currentUser(request).id, request.params.id, request.body),
        recorded,
      }),
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'roles', action: 'delete' } },
      schema: {
        tags: ['roles'],
        summary:
          'Delete a role the owner made, with its rights; 409 for a built-in role or one that users hold (details.usernames)',
        params: idParams,
        response: { 200: okResponse, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const role = await rolesRepository(tx).deleteRole(currentUser(request).id, request.params.id);
        await audit.deleted('roles', role.id, recorded(role));
        return { success: true as const };
      }),
  );
};
