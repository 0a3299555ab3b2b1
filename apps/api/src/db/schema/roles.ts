import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** A built-in role's key (admin, moderator, viewer, guest) or the name the owner gave it. */
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});
