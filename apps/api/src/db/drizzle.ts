import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema/index.ts';

/**
 * The Drizzle handle every repository takes, the same type on PGlite and PostgreSQL, and the
 * transaction a service opens and hands to them. Kept apart from client.ts (which opens the database)
 * so that the start-up backfills client.ts runs can name it without an import cycle.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
