import { pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';

export const roles = pgTable('roles', {
  id: idColumn(),
  /** A built-in role's key (admin, moderator, viewer, guest) or the name the owner gave it. */
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});
