import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from './roles.ts';
import { belongsTo, idColumn } from './columns.ts';

export const rights = pgTable(
  'rights',
  {
    id: idColumn(),
    roleId: belongsTo('role_id', () => roles.id),
    name: text('name').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isChange: boolean('is_change').notNull().default(false),
    isDelete: boolean('is_delete').notNull().default(false),
  },
  (t) => [uniqueIndex('rights_role_name_idx').on(t.roleId, t.name)],
);
