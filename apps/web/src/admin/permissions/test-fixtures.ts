import { defaultRights, RESOURCES, ROLE_DESCRIPTIONS, ROLE_NAMES } from '@shop/core/permissions';
import type { Right, Role } from '@shop/core/schemas/role';

/** Test data (not used by the app): the four seeded roles and their rights as GET /api/rights lists them. */
export const ROLES: Role[] = ROLE_NAMES.map((name, i) => ({
  id: i + 1,
  name,
  description: ROLE_DESCRIPTIONS[name],
  builtIn: true,
  userCount: i === 0 ? 1 : i,
}));

/** The resources of the first shops; the others (the audit log onwards) were added later. */
const FIRST = 12;

/**
 * As a shop that was upgraded lists them: the first twelve resources numbered role by role, the
 * rights of the resources added later (audit, reports, pieces…) after them, resource by resource.
 */
export function seededRights(): Right[] {
  return ROLE_NAMES.flatMap((role, i) =>
    RESOURCES.map((name, r) => {
      const p = defaultRights(role, name);
      const rightId =
        r < FIRST ? i * FIRST + r + 1 : FIRST * ROLE_NAMES.length + (r - FIRST) * ROLE_NAMES.length + i + 1;
      return { id: rightId, roleId: i + 1, name, isRead: p.read, isChange: p.change, isDelete: p.delete };
    }),
  );
}
