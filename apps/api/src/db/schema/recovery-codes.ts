import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { belongsTo, createdAt, idColumn } from './columns.ts';

/**
 * The single-use recovery codes of a user's two-step sign-in (ten, made when it is turned on), stored
 * as argon2id hashes like passwords; a used code keeps its row with `usedAt`.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
