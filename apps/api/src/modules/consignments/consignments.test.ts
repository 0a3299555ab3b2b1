import type { AuditEntry } from '@shop/core/schemas/audit';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { CONSIGNMENT_MESSAGES, type Consignment, type ConsignmentList } from '@shop/core/schemas/consignment';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { pieceWatches } from '../../test/pieces.ts';

// Issue 26 §5: a consigned piece that is sold lists the payout owed to its consignor, until staff
// record that it was paid (once).

const t = useTestApp();
const { watch, sell } = pieceWatches(() => t);

const CONSIGNOR = { name: 'Trần Thị Ký Gửi', phone: '0903111222', payout: 180_000_000 };
const list = async (state?: string, role: 'admin' | 'viewer' = 'admin') => {
  const res = await t.as(role, { method: 'GET', url: `/api/consignments${state ? `?state=${state}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConsignmentList>();
};
const pay = (pieceId: number, payload: object = {}, role: 'admin' | 'moderator' = 'admin') =>
  t.as(role, { method: 'POST', url: `/api/consignments/${pieceId}/paid`, payload });

describe('the payouts owed to consignors', () => {
  it('lists a consigned piece once it is sold, with its order and payout, until it is paid once (audited)', async () => {
    const w = await watch({ consignor: CONSIGNOR });
    // Not sold yet: nothing owed, and nothing can be paid.
    expect((await list()).consignments.map((c) => c.pieceId)).not.toContain(w.piece.id);
    const early = await pay(w.piece.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorResponse>().error.message).toBe(CONSIGNMENT_MESSAGES.notSold);

    const order = await sell(w, '0912345678');
    const owed = await list('owed', 'viewer');
    const line = owed.consignments.find((c) => c.pieceId === w.piece.id);
    expect(line).toMatchObject({
      serial: w.piece.serial,
      consignorName: CONSIGNOR.name,
      consignorPhone: CONSIGNOR.phone,
      payout: CONSIGNOR.payout,
      orderId: order.id,
      orderCode: order.code,
      paid: null,
    });
    expect(line!.soldAt).not.toBeNull();
    expect(owed.owedTotal).toBeGreaterThanOrEqual(CONSIGNOR.payout);

    // Paying out is money leaving the shop: the costs change right (a moderator has none).
    expect((await pay(w.piece.id, {}, 'moderator')).statusCode).toBe(403);
    const paid = await pay(w.piece.id, { note: 'Chuyển khoản Vietcombank' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<Consignment>().paid).toMatchObject({
      amount: CONSIGNOR.payout,
      by: 'admin',
      note: 'Chuyển khoản Vietcombank',
    });
    // Twice, or two clicks at once: one payment.
    const [again, twin] = await Promise.all([pay(w.piece.id), pay(w.piece.id)]);
    expect([again.statusCode, twin.statusCode]).toEqual([409, 409]);
    expect(again.json<ErrorResponse>().error.message).toBe(CONSIGNMENT_MESSAGES.alreadyPaid);

    expect((await list()).consignments.map((c) => c.pieceId)).not.toContain(w.piece.id);
    expect((await list('paid')).consignments.map((c) => c.pieceId)).toContain(w.piece.id);
    expect((await list('all')).consignments.map((c) => c.pieceId)).toContain(w.piece.id);

    const audit = await t.as('admin', { method: 'GET', url: `/api/audit?resource=pieces&record=${w.piece.id}` });
    expect(audit.json<{ entries: AuditEntry[] }>().entries[0]).toMatchObject({
      action: 'update',
      changes: { consignorPaid: [null, { amount: CONSIGNOR.payout, note: 'Chuyển khoản Vietcombank' }] },
    });
  });

  it('takes the amount paid when no payout was agreed, and refuses to pay without one', async () => {
    const w = await watch({ consignor: { ...CONSIGNOR, payout: null } });
    await sell(w, '0912345679');
    const none = await pay(w.piece.id);
    expect(none.statusCode).toBe(409);
    expect(none.json<ErrorResponse>().error.message).toBe(CONSIGNMENT_MESSAGES.noAmount);
    for (const amount of [0, -5, 1.5, '100']) {
      const bad = await pay(w.piece.id, { amount });
      expect(bad.statusCode, JSON.stringify(amount)).toBe(400);
      expect(bad.json<ErrorResponse>().error.message).toBe(CONSIGNMENT_MESSAGES.badAmount);
    }
    const paid = await pay(w.piece.id, { amount: 150_000_000 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<Consignment>().paid?.amount).toBe(150_000_000);
  });

  it('knows only consigned pieces (404 otherwise) and refuses an unknown state (400)', async () => {
    const w = await watch({});
    await sell(w, '0912345670');
    const own = await pay(w.piece.id);
    expect(own.statusCode).toBe(404);
    expect(own.json<ErrorResponse>().error.message).toBe(CONSIGNMENT_MESSAGES.notFound);
    expect((await pay(999_999)).statusCode).toBe(404);
    const bad = await t.as('admin', { method: 'GET', url: '/api/consignments?state=late' });
    expect(bad.statusCode).toBe(400);
    expect((await t.as('anonymous', { method: 'GET', url: '/api/consignments' })).statusCode).toBe(401);
  });
});
