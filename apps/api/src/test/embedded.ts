import { describe } from 'vitest';

/**
 * `describe` for the tests of the embedded database alone: a server process started on a data
 * directory, its backups, its start-up errors, the build's template, the move to PostgreSQL. They
 * set DATABASE_URL themselves, so a run of the suite on PostgreSQL (DATABASE_URL set: CI's second
 * run, on Node.js 22) would only repeat them; they run where the suite runs on the embedded database
 * (`npm test`), which is once in CI.
 */
export const describeEmbedded = describe.skipIf(Boolean(process.env.DATABASE_URL));
