import { afterAll } from 'vitest';

/**
 * The PostgreSQL driver's warnings of a test file: node-postgres warns when a transaction's connection
 * is asked a second query before the first is answered (pg 9 refuses it). Only a run on PostgreSQL
 * (CI's, with DATABASE_URL) can see them; on PGlite the list stays empty.
 */
export function collectQueryOverlapWarnings(): () => string[] {
  const warnings: string[] = [];
  const onWarning = (w: Error) => {
    if (w.message.includes('already executing a query')) warnings.push(w.message);
  };
  process.on('warning', onWarning);
  afterAll(() => void process.off('warning', onWarning));
  return () => warnings;
}
