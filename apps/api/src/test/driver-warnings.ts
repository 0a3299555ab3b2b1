import { afterAll, inject } from 'vitest';

/**
 * Whether this run's test apps are on PostgreSQL (CI's run with DATABASE_URL): only there does a
 * driver stand between the code and the database that can see queries overlap. Tests of the
 * driver's warnings run only then (`it.runIf(driverWarnsHere)`); on PGlite they are reported skipped.
 */
export const driverWarnsHere: boolean = inject('template').kind === 'postgres';

/**
 * The PostgreSQL driver's warnings of a test file: node-postgres warns when a transaction's connection
 * is asked a query while another is still waiting for its turn (pg 9 refuses it). The warning is a
 * deprecation notice given once per process, so a file that uses this collector runs in a process of
 * its own (`API_ISOLATED` in vitest.config.ts) and sets it up before its first query. `driver-warnings.test.ts` shows it sees one.
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
