// Columns that many tables declare alike, written once so that every table says them the same way.
import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `id serial primary key`: the first column of most tables. */
export const idColumn = () => serial('id').primaryKey();

/** `<name> integer not null references <owner> on delete cascade`: the row this one belongs to, gone with it. */
export const belongsTo = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** `created_at timestamptz not null default now()`: when the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at timestamptz not null default now()`: when the row last changed. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Both stamps of a row that changes after it is made. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** `at timestamptz not null default now()`: when a history row's event happened. */
export const happenedAt = () => timestamp('at', { withTimezone: true }).notNull().defaultNow();
