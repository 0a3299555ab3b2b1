import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { audited, removeExpiredAudit, type AuditActor, type Auditor } from '../db/audit.ts';
import type { Db } from '../db/client.ts';
import { auditActor } from '../lib/audit-actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs a change in one transaction and records it in the audit log in that same transaction, as
     * the signed-in user (or `actor`, for sign-in) from this request's client address.
     */
    audited<T>(work: (tx: Db, audit: Auditor) => Promise<T>, actor?: AuditActor): Promise<T>;
  }
}

const DAY_MS = 86_400_000;

/**
 * The audit log (docs/audit-log.md): `request.audited(...)` for every change made through the API,
 * and the retention: entries older than AUDIT_RETENTION_DAYS are removed at start-up and once a day.
 */
export default fp(
  async function audit(app: FastifyInstance) {
    app.decorateRequest('audited', function <
      T,
    >(this: FastifyRequest, work: (tx: Db, audit: Auditor) => Promise<T>, actor?: AuditActor) {
      return audited(app.database.db, actor ?? auditActor(this), work);
    });

    const days = app.config.auditRetentionDays;
    const sweep = async () => {
      try {
        const removed = await removeExpiredAudit(app.database.db, days);
        if (removed > 0) app.log.info({ removed, days }, 'audit log: old entries removed');
      } catch (err) {
        app.log.error({ err }, 'audit log: removing old entries failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep(), DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'audit', dependencies: ['access'] },
);
