import { defaultRights, RESOURCES, ROLE_NAMES } from '@shop/core/permissions';
import type { Right, Role } from '@shop/core/schemas/role';

/** Test data (not used by the app): the four seeded roles and their rights as GET /api/rights lists them. */
export const ROLES: Role[] = ROLE_NAMES.map((name, i) => ({ id: i + 1, name, userCount: i === 0 ? 1 : i }));

/**
 * As a shop that was upgraded lists them: the first twelve resources numbered role by role, the
 * `audit` rights (added later) after them.
 */
export function seededRights(): Right[] {
  let id = 0;
  const later = RESOURCES.filter((name) => name !== 'audit').length * ROLE_NAMES.length;
  return ROLE_NAMES.flatMap((role, i) =>
    RESOURCES.map((name) => {
      const p = defaultRights(role, name);
      const rightId = name === 'audit' ? later + i + 1 : ++id;
      return { id: rightId, roleId: i + 1, name, isRead: p.read, isChange: p.change, isDelete: p.delete };
    }),
  );
}
