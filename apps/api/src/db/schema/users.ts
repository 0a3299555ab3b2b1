import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { roles } from './roles.ts';
import { createdAt, idColumn } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Access tokens issued before this moment are refused (logout, a new password, another role,
     * deactivation). Null: every unexpired token of the user is taken.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /**
     * The password no longer fits the rules (found at a sign-in, when the server has it in hand):
     * the back office asks the user to change it. Cleared when the password changes.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * The authenticator app's shared secret (base32, RFC 6238). Set when the user starts turning
     * two-step sign-in on; it counts only once `twoFactorEnabledAt` is set (a code confirmed it).
     */
    twoFactorSecret: text('two_factor_secret'),
    /** When two-step sign-in was turned on; null: it is off. */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code is taken only for a later step (no replay). */
    twoFactorLastStep: integer('two_factor_last_step'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);
