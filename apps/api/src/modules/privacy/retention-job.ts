import { readSetting } from '@shop/core/schemas/setting';
import { and, asc, lt, not, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeAudit } from '../../db/audit.ts';
import { customers } from '../../db/schema/index.ts';
import { settingsRepository } from '../settings/repository.ts';
import { erasePerson } from './erase.ts';
import { periodicJob } from '../../lib/periodic-job.ts';
import { removePhotoFiles } from '../../lib/private-photos.ts';

/** How often each server looks for customers past the retention period. */
const SWEEP_EVERY_MS = 24 * 3_600_000;
/** The most customers one round erases (the next round takes the rest). */
const ROUND = 100;
/** Who erases, in the audit log. */
export const RETENTION_JOB_ACTOR = 'Hệ thống (lưu trữ)';

/**
 * The retention rule (issue 27 §4; docs/selling-lawfully.md#4-personal-data): with
 * `privacy.retentionYears` set (0, the default, is off), every customer whose latest order is older
 * than that many years is erased the way a request's erasure does it (`erasePerson`), each in its own
 * transaction with an audit entry (`erase`, resource `privacy`, no personal data). The customer row is
 * locked `FOR UPDATE SKIP LOCKED`, so servers running this at once never take the same customer.
 * Erased customers (phone `xoa-…`) are not taken again. Answers the customers erased.
 */
export async function eraseExpiredCustomers(app: FastifyInstance, now = new Date()): Promise<number> {
  const db = app.database.db;
  const years = readSetting(await settingsRepository(db).map(), 'privacy.retentionYears');
  if (!years) return 0;
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - years);
  let erased = 0;
  while (erased < ROUND) {
    const photoKeys: string[] = [];
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ phone: customers.phone })
        .from(customers)
        .where(and(lt(customers.lastOrderAt, before), not(like(customers.phone, 'xoa-%'))))
        .orderBy(asc(customers.lastOrderAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return false;
      const result = await erasePerson(tx, due.phone);
      photoKeys.push(...result.photoKeys);
      await writeAudit(
        tx,
        { userId: null, username: RETENTION_JOB_ACTOR, ip: '-' },
        {
          action: 'erase',
          resource: 'privacy',
          resourceId: result.placeholderPhone,
          changes: { retentionYears: [null, years], rows: [null, result.rows] },
        },
      );
      return true;
    });
    if (!done) break;
    await removePhotoFiles(app.storage, photoKeys, app.log);
    erased++;
  }
  if (erased) app.log.info({ erased }, 'customers past the retention period erased');
  return erased;
}

/** The retention job: on every server, as it gets ready and then daily; stopped with the server. */
export default fp(
  function retentionJob(app: FastifyInstance, _opts: object, done: (err?: Error) => void) {
    periodicJob(app, {
      everyMs: SWEEP_EVERY_MS,
      run: () => eraseExpiredCustomers(app),
      failure: 'retention erasure failed; the next round tries again',
      firstRoundBeforeReady: false,
    });
    done();
  },
  { name: 'retention-job' },
);
