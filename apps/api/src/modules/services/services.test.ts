import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Message, MessageList } from '@shop/core/schemas/message';
import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import { SERVICE_MESSAGES, type Service, type ServiceList, type ServiceLookup } from '@shop/core/schemas/service';
import type { WarrantyLookup } from '@shop/core/schemas/warranty';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectLookupThrottled } from '../../test/limits.ts';
import { pieceWatches } from '../../test/pieces.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { watch, sell } = pieceWatches(() => t);

/** A watch bought elsewhere, typed in. */
const elsewhere = {
  brandName: 'Seiko',
  model: 'Presage SRPB41',
  serial: '4R35-01 AB',
  customerName: 'Trần Thị Mai',
  phone: '0987 654 321',
  problem: 'Đồng hồ chạy chậm 5 phút mỗi ngày',
  handedOver: ['strap', 'box'],
  conditionNote: 'Kính xước nhẹ',
  estimate: 800_000,
};

async function open(payload: Record<string, unknown> = elsewhere, role: 'admin' | 'moderator' = 'moderator') {
  const r = await t.as(role, { method: 'POST', url: '/api/services', payload });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<Service>();
}
const moveTo = (s: Service, status: string, note?: string, role: 'admin' | 'moderator' | 'viewer' = 'moderator') =>
  t.as(role, { method: 'PATCH', url: `/api/services/${s.id}/status`, payload: { status, ...(note ? { note } : {}) } });
const lookup = (code: string, phone: string, ip = '10.81.0.1') =>
  t.as('anonymous', {
    method: 'GET',
    url: `/api/services/lookup?code=${encodeURIComponent(code)}&phone=${encodeURIComponent(phone)}`,
    remoteAddress: ip,
  });

describe('service tickets', () => {
  it('opens a ticket for a watch bought elsewhere: code BH…, received, the phone normalised, a first history line', async () => {
    const s = await open();
    expect(s).toMatchObject({
      code: `BH${String(s.id).padStart(6, '0')}`,
      status: 'received',
      pieceId: null,
      underWarranty: false,
      brandName: 'Seiko',
      model: 'Presage SRPB41',
      phone: '0987654321',
      handedOver: ['strap', 'box'],
      estimate: 800_000,
      fee: null,
      receivedBy: 'moderator1',
    });
    expect(s.history).toMatchObject([{ fromStatus: null, status: 'received', by: 'moderator1' }]);
    const one = await t.as('viewer', { method: 'GET', url: `/api/services/${s.id}` });
    expect(one.json()).toEqual(s);
  });

  it('links a watch bought here to its piece and warranty: under warranty when it still runs', async () => {
    const w = await watch({ productMonths: 24 });
    await sell(w, '0912000101');
    const s = await open({
      pieceId: w.piece.id,
      customerName: 'Lê Văn Cường',
      phone: '0912000101',
      problem: 'Không chạy',
    });
    expect(s).toMatchObject({
      pieceId: w.piece.id,
      serial: w.piece.serial,
      model: `${w.name} (V1)`,
      brandName: expect.stringMatching(/^Hãng bảo hành/),
      underWarranty: true,
      warrantyCode: expect.stringMatching(/^TBH\d{6}$/),
      warrantyKind: 'international',
    });
    const notSold = await watch({});
    const s2 = await open({ pieceId: notSold.piece.id, customerName: 'A', phone: '0912000102', problem: 'Lau dầu' });
    expect(s2).toMatchObject({ underWarranty: false, warrantyId: null });

    // The buyer's warranty answer on /bao-hanh lists the watch's tickets.
    const answer = await t.as('anonymous', {
      method: 'GET',
      url: `/api/warranty?serial=${encodeURIComponent(w.piece.serial)}&phone=0912000101`,
      remoteAddress: '10.80.0.9',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<WarrantyLookup>().serviceHistory).toEqual([
      { code: s.code, status: 'received', receivedAt: s.createdAt },
    ]);
  });

  it('refuses bad input in Vietnamese and changes nothing', async () => {
    const before = (await t.as('viewer', { method: 'GET', url: '/api/services' })).json<ServiceList>().total;
    const noModel = await t.as('admin', { method: 'POST', url: '/api/services', payload: { ...elsewhere, model: '' } });
    expect(noModel.statusCode).toBe(400);
    expect(noModel.json<ErrorResponse>().error.message).toBe(SERVICE_MESSAGES.modelRequired);
    const badPhone = await t.as('admin', {
      method: 'POST',
      url: '/api/services',
      payload: { ...elsewhere, phone: '12' },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.badPhone);
    const noPiece = await t.as('admin', {
      method: 'POST',
      url: '/api/services',
      payload: { ...elsewhere, pieceId: 999999 },
    });
    expect(noPiece.statusCode).toBe(400);
    expect(noPiece.json<ErrorResponse>().error.message).toBe(SERVICE_MESSAGES.pieceNotFound);
    expect((await t.as('viewer', { method: 'GET', url: '/api/services' })).json<ServiceList>().total).toBe(before);
    expect((await t.as('viewer', { method: 'GET', url: '/api/services/999999' })).statusCode).toBe(404);
  });

  it('walks the flow with who, when and note; moves outside it are 409 in Vietnamese; each move is audited', async () => {
    const s = await open();
    expect((await moveTo(s, 'ready')).statusCode).toBe(409);
    const bad = await moveTo(s, 'returned');
    expect(bad.json<ErrorResponse>().error.message).toBe(SERVICE_MESSAGES.badMove('received', 'returned'));
    for (const [to, note] of [
      ['checking', undefined],
      ['quoted', 'Lau dầu, thay gioăng: 1.200.000 đ'],
      ['sent_to_brand', 'Gửi Seiko Việt Nam'],
      ['repairing', 'Hãng trả về'],
      ['ready', undefined],
    ] as const) {
      const r = await moveTo(s, to, note);
      expect(r.statusCode, `${to}: ${r.body}`).toBe(200);
    }
    expect((await moveTo(s, 'cancelled')).statusCode).toBe(409);
    const fee = await t.as('moderator', {
      method: 'PUT',
      url: `/api/services/${s.id}`,
      payload: { ...elsewhere, estimate: 1_200_000, fee: 1_200_000 },
    });
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.json<Service>()).toMatchObject({ fee: 1_200_000, estimate: 1_200_000, status: 'ready' });
    const done = await moveTo(s, 'returned');
    expect(done.json<Service>().history!.map((h) => [h.fromStatus, h.status, h.note, h.by])).toEqual([
      [null, 'received', null, 'moderator1'],
      ['received', 'checking', null, 'moderator1'],
      ['checking', 'quoted', 'Lau dầu, thay gioăng: 1.200.000 đ', 'moderator1'],
      ['quoted', 'sent_to_brand', 'Gửi Seiko Việt Nam', 'moderator1'],
      ['sent_to_brand', 'repairing', 'Hãng trả về', 'moderator1'],
      ['repairing', 'ready', null, 'moderator1'],
      ['ready', 'returned', null, 'moderator1'],
    ]);
    const closed = await t.as('moderator', { method: 'PUT', url: `/api/services/${s.id}`, payload: elsewhere });
    expect(closed.statusCode).toBe(409);
    expect(closed.json<ErrorResponse>().error.message).toBe(SERVICE_MESSAGES.closed);
    const entries = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'services'), eq(auditLog.resourceId, String(s.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', ...Array(6).fill('status'), 'update'].sort());
  });

  it('a declined quote goes straight to ready; a ticket is cancelled before repairs only', async () => {
    const declined = await open();
    for (const to of ['checking', 'quoted', 'ready', 'returned'])
      expect((await moveTo(declined, to)).statusCode).toBe(200);
    const cancelled = await open();
    expect((await moveTo(cancelled, 'cancelled', 'Khách không sửa nữa')).statusCode).toBe(200);
    expect((await moveTo(cancelled, 'checking')).statusCode).toBe(409);
    const repairing = await open();
    for (const to of ['checking', 'quoted', 'repairing']) expect((await moveTo(repairing, to)).statusCode).toBe(200);
    expect((await moveTo(repairing, 'cancelled')).statusCode).toBe(409);
    expect((await moveTo(repairing, 'bogus')).statusCode).toBe(400);
  });

  it('rights: viewer reads, moderator and admin change, guest and anonymous nothing', async () => {
    const s = await open(elsewhere, 'admin');
    expect((await t.as('viewer', { method: 'GET', url: '/api/services' })).statusCode).toBe(200);
    expect((await t.as('viewer', { method: 'POST', url: '/api/services', payload: elsewhere })).statusCode).toBe(403);
    expect((await moveTo(s, 'checking', undefined, 'viewer')).statusCode).toBe(403);
    expect((await t.as('guest', { method: 'GET', url: '/api/services' })).statusCode).toBe(403);
    expect((await t.as('guest', { method: 'GET', url: `/api/services/${s.id}` })).statusCode).toBe(403);
    expect((await t.as('anonymous', { method: 'GET', url: '/api/services' })).statusCode).toBe(401);
    expect((await moveTo(s, 'checking', undefined, 'admin')).statusCode).toBe(200);
  });

  it('searches by code, phone in any form, serial folded and customer; filters by status', async () => {
    const s = await open({ ...elsewhere, serial: 'ZX-77 Q1', phone: '0977111222', customerName: 'Phạm Quốc Bảo' });
    const find = async (q: string) =>
      (await t.as('viewer', { method: 'GET', url: `/api/services?${q}` }))
        .json<ServiceList>()
        .services.map((x) => x.id);
    expect(await find(`q=${s.code.toLowerCase()}`)).toEqual([s.id]);
    expect(await find(`q=${encodeURIComponent('+84977111222')}`)).toEqual([s.id]);
    expect(await find('q=zx77q')).toEqual([s.id]);
    expect(await find(`q=${encodeURIComponent('Quốc Bảo')}`)).toEqual([s.id]);
    expect(await find('status=checking&q=zx77')).toEqual([]);
    expect((await t.as('viewer', { method: 'GET', url: '/api/services?status=nope' })).statusCode).toBe(400);
  });
});

describe('messages to the customer', () => {
  it('tells the customer of the reception and of each move through the outbox; a refused move writes nothing', async () => {
    const s = await open({ ...elsewhere, phone: '0933444555' });
    expect((await moveTo(s, 'returned')).statusCode).toBe(409);
    expect((await moveTo(s, 'checking')).statusCode).toBe(200);
    expect((await moveTo(s, 'quoted')).statusCode).toBe(200);
    const sent = await t.database.db
      .select({ kind: messages.kind, channel: messages.channel, params: messages.params })
      .from(messages)
      .where(eq(messages.recipient, '0933444555'))
      .orderBy(messages.id);
    expect(sent.map((m) => [m.kind, m.channel])).toEqual([
      ['service-received', 'sms'],
      ['service-status', 'sms'],
      ['service-status', 'sms'],
    ]);
    expect(sent.map((m) => (m.params as { service: { status: string } }).service.status)).toEqual([
      'received',
      'checking',
      'quoted',
    ]);
    const withEmail = await open({ ...elsewhere, phone: '0933444556', email: 'mai@example.vn' });
    const mailed = await t.database.db
      .select({ kind: messages.kind, channel: messages.channel })
      .from(messages)
      .where(eq(messages.recipient, 'mai@example.vn'));
    expect(mailed).toEqual([{ kind: 'service-received', channel: 'email' }]);
    expect(withEmail.email).toBe('mai@example.vn');
  });

  it("lists a ticket's messages with their state on GET /api/services/:id/messages; Gửi lại goes to the ticket's phone", async () => {
    const s = await open({ ...elsewhere, phone: '0933444557' });
    await moveTo(s, 'checking');
    const res = await t.as('admin', { method: 'GET', url: `/api/services/${s.id}/messages` });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<MessageList>();
    expect(list.messages.map((m) => [m.kind, m.recipient])).toEqual([
      ['service-status', '0933444557'],
      ['service-received', '0933444557'],
    ]);
    // Not sent in the tests (no SMS provider): waiting, or held until a channel is set up.
    for (const m of list.messages) expect(['queued', 'held']).toContain(m.status);
    // Each names its ticket (the Tin Nhắn screen links it), in the shop's list of messages too.
    for (const m of list.messages) expect(m).toMatchObject({ serviceId: s.id, serviceCode: s.code, orderId: null });
    const all = (await t.as('admin', { method: 'GET', url: '/api/messages?limit=100' })).json<MessageList>();
    expect(all.messages.find((m) => m.id === list.messages[0]!.id)).toMatchObject({ serviceCode: s.code });
    expect((await t.as('guest', { method: 'GET', url: `/api/services/${s.id}/messages` })).statusCode).toBe(403);
    expect((await t.as('admin', { method: 'GET', url: '/api/services/999999/messages' })).statusCode).toBe(404);
    // The customer gave another phone: sending again goes to the ticket's phone as it is now.
    const edited = await t.as('admin', {
      method: 'PUT',
      url: `/api/services/${s.id}`,
      payload: { ...elsewhere, phone: '0933444558' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await t.as('admin', { method: 'POST', url: `/api/messages/${list.messages[0]!.id}/resend` });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Message>()).toMatchObject({ recipient: '0933444558', status: 'queued' });
  });
});

describe('the customer follows the ticket', () => {
  it('by code and phone in any Vietnamese form: the status and its steps, no staff note or name', async () => {
    const s = await open({ ...elsewhere, phone: '0911222333', note: 'Khách khó tính' });
    await moveTo(s, 'checking', 'ghi chú nội bộ');
    for (const phone of ['0911222333', '+84911222333', '84 911 222 333']) {
      const r = await lookup(s.code.toLowerCase(), phone);
      expect(r.statusCode, r.body).toBe(200);
      const found = r.json<ServiceLookup>();
      expect(found).toMatchObject({ code: s.code, status: 'checking', model: 'Presage SRPB41', estimate: 800_000 });
      expect(found.history.map((h) => h.status)).toEqual(['received', 'checking']);
      expect(r.body).not.toContain('nội bộ');
      expect(r.body).not.toContain('Khách khó tính');
      expect(r.body).not.toContain('moderator1');
    }
  });

  it('answers one 404 for a wrong code or phone; 400 for a bad phone', async () => {
    const s = await open({ ...elsewhere, phone: '0911222444' });
    for (const r of [
      await lookup('BH999999', '0911222444', '10.82.0.1'),
      await lookup(s.code, '0911222445', '10.82.0.2'),
    ]) {
      expect(r.statusCode).toBe(404);
      expect(r.json<ErrorResponse>().error.message).toBe(SERVICE_MESSAGES.lookupNotFound);
    }
    expect((await lookup(s.code, 'abc', '10.82.0.3')).statusCode).toBe(400);
    expect((await lookup('', '0911222444', '10.82.0.4')).statusCode).toBe(400);
  });

  it('is throttled like the order lookup: repeated misses wait, with Retry-After', async () => {
    const { free } = t.config.loginThrottle;
    const miss = () => lookup('BH999998', '0900000003', '10.83.0.1');
    await expectLookupThrottled(free, miss);
  });
});
