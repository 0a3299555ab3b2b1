import { foldText } from '@shop/core/text';
import type { User } from '@shop/core/schemas/user';
import { formatDateTime } from '../../lib/format-date';

/**
 * Users whose username, email, first name or last name contains the query,
 * ignoring case and Vietnamese marks. A blank query keeps everyone.
 */
export function filterUsers(users: readonly User[], query: string): User[] {
  const needle = foldText(query);
  if (!needle) return [...users];
  return users.filter((u) =>
    [u.username, u.email, u.firstName, u.lastName, `${u.firstName} ${u.lastName}`, `${u.lastName} ${u.firstName}`].some(
      (field) => foldText(field).includes(needle),
    ),
  );
}

const NEVER_LOGGED_IN = 'Chưa đăng nhập';

/** Last sign-in as dd/MM/yyyy HH:mm (the shop's time), or "Chưa đăng nhập". */
export function formatLastLogin(lastLoginAt: string | null): string {
  if (!lastLoginAt) return NEVER_LOGGED_IN;
  const date = new Date(lastLoginAt);
  return Number.isNaN(date.getTime()) ? NEVER_LOGGED_IN : formatDateTime(date);
}

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
