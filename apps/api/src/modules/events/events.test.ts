import { EVENT_MESSAGES } from '@shop/core/schemas/event';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { eventTickets } from '../../db/schema/index.ts';
import { createTestApp, orderableVariant, type TestApp, placedOrder } from '../../test/app.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import { openStream, orderOf, type SseStream } from '../../test/sse.ts';

let t: TestApp;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of streams) s.close();
  // fetch may keep a connection open on which it never sent a request; the server would wait for
  // Node's 60-second header timeout before closing. Every stream of the tests is closed by now.
  t.app.server.closeAllConnections();
  await t.close();
});

async function stream(path: string, headers: Record<string, string> = {}, at = base) {
  const s = await openStream(`${at}${path}`, headers);
  streams.push(s);
  return s;
}
const bearer = async (role: Parameters<TestApp['token']>[0]) => ({ authorization: `Bearer ${await t.token(role)}` });

let phone = 100;
async function placeOrder(
  app: FastifyInstance,
  item: { productId: number; variantId: number },
  customer = 'Trần Thị Bình',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      acceptTerms: true,
      customer,
      phone: `0987 65${String(++phone).padStart(4, '0')}`,
      items: [{ ...item, quantity: 1 }],
    },
    remoteAddress: `10.9.${Math.floor(phone / 200)}.${phone % 200}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return placedOrder(t, res);
}

describe('GET /api/events', () => {
  it('needs the orders read right: 401 without a token or with a bad one, 403 without the right', async () => {
    const anonymous = await stream('/api/events');
    expect(anonymous.status).toBe(401);
    const forged = await stream('/api/events', { authorization: 'Bearer not-a-token' });
    expect(forged.status).toBe(401);
    const guest = await stream('/api/events', await bearer('guest'));
    expect(guest.status).toBe(403);
    const viewer = await stream('/api/events', await bearer('viewer'));
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(viewer.headers.get('x-accel-buffering')).toBe('no');
    expect(viewer.headers.get('content-encoding')).toBeNull();
    viewer.close();
    // A client that does not ask for a stream is told so instead of being kept waiting.
    const plain = await t.as('viewer', { method: 'GET', url: '/api/events' });
    expect(plain.statusCode).toBe(406);
    expect(plain.json()).toMatchObject({ error: { message: EVENT_MESSAGES.notAcceptable } });
  });

  it('sends a new order and a status change as they happen, without the customer’s contact details', async () => {
    const s = await stream('/api/events', await bearer('viewer'));
    const ready = await s.next();
    expect(ready.event).toBe('ready');
    expect(ready.id).toMatch(/^\d+$/);

    const order = await placeOrder(t.app, await orderableVariant(t), 'Lê Văn Cường');
    const created = await s.next();
    expect(created.event).toBe('order.created');
    expect(Number(created.id)).toBeGreaterThan(Number(ready.id));
    expect(JSON.parse(created.data)).toEqual({
      order: { id: order.id, code: order.code, customer: 'Lê Văn Cường', amount: order.amount, status: 'pending' },
    });

    const moved = await t.as('moderator', {
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      payload: { status: 'processing' },
    });
    expect(moved.statusCode).toBe(200);
    const changed = await s.next();
    expect(changed.event).toBe('order.status');
    expect(Number(changed.id)).toBeGreaterThan(Number(created.id));
    expect(JSON.parse(changed.data)).toMatchObject({ order: { id: order.id, status: 'processing' } });
    s.close();
  });

  it('sends nothing for a refused order or a refused status change', async () => {
    const s = await stream('/api/events', await bearer('admin'));
    await s.next((m) => m.event === 'ready');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { customer: 'X', phone: '123', items: [] },
    });
    expect(bad.statusCode).toBe(400);
    const order = await placeOrder(t.app, await orderableVariant(t));
    const wrong = await t.as('admin', {
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      payload: { status: 'completed' },
    });
    expect(wrong.statusCode).toBe(409);
    await placeOrder(t.app, await orderableVariant(t), 'Khách Cuối');
    const first = await s.next();
    const second = await s.next();
    expect([first.event, orderOf(first).id]).toEqual(['order.created', order.id]);
    expect([second.event, orderOf(second).customer]).toEqual(['order.created', 'Khách Cuối']);
    s.close();
  });

  it('gives a stream that reconnects with Last-Event-ID what it missed, in order, then what comes next', async () => {
    const s = await stream('/api/events', await bearer('viewer'));
    const ready = await s.next((m) => m.event === 'ready');
    s.close();
    const missed = [
      await placeOrder(t.app, await orderableVariant(t), 'Khách Một'),
      await placeOrder(t.app, await orderableVariant(t), 'Khách Hai'),
    ];

    const again = await stream('/api/events', { ...(await bearer('viewer')), 'last-event-id': ready.id! });
    const first = await again.next();
    const second = await again.next();
    expect([first, second].map((m) => [m.event, orderOf(m).code])).toEqual(
      missed.map((o) => ['order.created', o.code]),
    );
    const resumed = await again.next();
    expect(resumed).toMatchObject({ event: 'ready', id: second.id });
    const later = await placeOrder(t.app, await orderableVariant(t), 'Khách Ba');
    expect(orderOf(await again.next()).code).toBe(later.code);
    again.close();

    // A stream opened without Last-Event-ID starts from now.
    const fresh = await stream('/api/events', await bearer('viewer'));
    expect((await fresh.next()).event).toBe('ready');
    fresh.close();
  });

  it('refuses a Last-Event-ID that is not an id with a 400', async () => {
    const s = await stream('/api/events', { ...(await bearer('viewer')), 'last-event-id': 'abc' });
    expect(s.status).toBe(400);
    expect(s.body).toMatchObject({ error: { message: EVENT_MESSAGES.badLastEventId } });
    const q = await stream('/api/events?lastEventId=-1', await bearer('viewer'));
    expect(q.status).toBe(400);
  });
});

describe('POST /api/events/ticket', () => {
  it('gives a ticket that opens the stream once, within 30 seconds, without the Authorization header', async () => {
    expect((await t.as('anonymous', { method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
    expect((await t.as('guest', { method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(403);
    const res = await t.as('viewer', { method: 'POST', url: '/api/events/ticket' });
    expect(res.statusCode).toBe(201);
    const { ticket, expiresAt } = res.json<{ ticket: string; expiresAt: string }>();
    const life = Date.parse(expiresAt) - Date.now();
    expect(life).toBeGreaterThan(20_000);
    expect(life).toBeLessThanOrEqual(30_000);

    const s = await stream(`/api/events?ticket=${encodeURIComponent(ticket)}`);
    expect(s.status).toBe(200);
    await s.next();
    const order = await placeOrder(t.app, await orderableVariant(t));
    expect(orderOf(await s.next()).code).toBe(order.code);
    s.close();
    // Used once, it opens nothing more: a client that reconnects asks for a new ticket.
    const again = await stream(`/api/events?ticket=${encodeURIComponent(ticket)}`);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ error: { message: EVENT_MESSAGES.badTicket } });
  });

  it('refuses an unknown or expired ticket, and a ticket of a user signed out since', async () => {
    const unknown = await stream('/api/events?ticket=nope');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ error: { message: EVENT_MESSAGES.badTicket } });

    const expired = (await t.as('viewer', { method: 'POST', url: '/api/events/ticket' })).json<{ ticket: string }>()
      .ticket;
    await t.database.db.update(eventTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await stream(`/api/events?ticket=${expired}`)).status).toBe(401);

    // Signing out ends the user's access tokens everywhere, and their tickets with them.
    const ticket = async () =>
      (await t.as('moderator', { method: 'POST', url: '/api/events/ticket' })).json<{ ticket: string }>().ticket;
    const [used, kept] = [await ticket(), await ticket()];
    expect((await stream(`/api/events?ticket=${used}`)).status).toBe(200);
    const out = await t.as('moderator', { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await stream(`/api/events?ticket=${kept}`)).status).toBe(401);
  });
});

/** True when the stream ends within `ms` (the guarantee is 5 seconds). */
const endsWithin = (s: SseStream, ms: number) =>
  Promise.race([s.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

let staffCount = 0;
/** A new staff member of `roleId` (3: Nhân viên, with orders read), signed in: their id and a bearer header. */
async function newStaff(roleId = 3, app: FastifyInstance = t.app) {
  const username = `luong.${++staffCount}.${Date.now()}`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: await bearer('admin'),
    payload: {
      username,
      email: `${username}@shop.vn`,
      firstName: 'An',
      lastName: 'Lê',
      roleId,
      password: TEST_PASSWORD,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: TEST_PASSWORD },
    remoteAddress: `10.77.0.${staffCount}`,
  });
  expect(login.statusCode, login.body).toBe(200);
  const user = created.json<{ id: number; username: string; email: string }>();
  return { ...user, headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` } };
}

describe('a stream lasts only as long as the right to see it', () => {
  it('lets a user open at most 5 streams at once (tickets included), and another once one closes', async () => {
    const staff = await newStaff();
    const open: SseStream[] = [];
    for (let i = 0; i < 4; i++) open.push(await stream('/api/events', staff.headers));
    const { ticket } = (
      await t.app.inject({ method: 'POST', url: '/api/events/ticket', headers: staff.headers })
    ).json<{ ticket: string }>();
    open.push(await stream(`/api/events?ticket=${ticket}`));
    for (const s of open) expect(s.status).toBe(200);

    const sixth = await stream('/api/events', staff.headers);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sixth.body).toMatchObject({
      error: { code: 'TOO_MANY_REQUESTS', message: EVENT_MESSAGES.tooManyStreams(5) },
    });
    // Another user is not held back by them.
    expect((await stream('/api/events', await bearer('viewer'))).status).toBe(200);

    open[0]!.close();
    await expect
      .poll(async () => {
        const s = await stream('/api/events', staff.headers);
        s.close();
        return s.status;
      })
      .toBe(200);
    for (const s of open) s.close();
  });

  it('ends the stream when its user signs out', async () => {
    const staff = await newStaff();
    const s = await stream('/api/events', staff.headers);
    await s.next();
    expect(await endsWithin(s, 1500)).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: staff.headers })).statusCode).toBe(
      200,
    );
    expect(await endsWithin(s, 5000)).toBe(true);
  });

  it('ends the stream when its user is deactivated or given a new password, also a stream opened by ticket', async () => {
    const admin = await bearer('admin');
    const update = async (id: number, user: { username: string; email: string }, patch: object) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        headers: admin,
        payload: {
          username: user.username,
          email: user.email,
          firstName: 'An',
          lastName: 'Lê',
          roleId: 3,
          isActive: true,
          ...patch,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    const leaving = await newStaff();
    const s = await stream('/api/events', leaving.headers);
    await s.next();
    await update(leaving.id, leaving, { isActive: false });
    expect(await endsWithin(s, 5000)).toBe(true);

    const moved = await newStaff();
    const { ticket } = (
      await t.app.inject({ method: 'POST', url: '/api/events/ticket', headers: moved.headers })
    ).json<{ ticket: string }>();
    const byTicket = await stream(`/api/events?ticket=${ticket}`);
    await byTicket.next();
    await update(moved.id, moved, { password: 'mot-mat-khau-moi-hoan-toan' });
    expect(await endsWithin(byTicket, 5000)).toBe(true);
  });

  it('ends the streams of a role that loses the orders read right', async () => {
    const staff = await newStaff();
    const s = await stream('/api/events', staff.headers);
    await s.next();
    const admin = await bearer('admin');
    const rights = (await t.app.inject({ method: 'GET', url: '/api/rights', headers: admin })).json<
      { id: number; roleId: number; name: string; isRead: boolean; isChange: boolean; isDelete: boolean }[]
    >();
    const orders = rights.find((r) => r.roleId === 3 && r.name === 'orders')!;
    const set = (isRead: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/rights/${orders.id}`,
        headers: admin,
        payload: { isRead, isChange: orders.isChange, isDelete: orders.isDelete },
      });
    expect((await set(false)).statusCode).toBe(200);
    try {
      expect(await endsWithin(s, 5000)).toBe(true);
      expect((await stream('/api/events', staff.headers)).status).toBe(403);
    } finally {
      expect((await set(true)).statusCode).toBe(200);
    }
  });
});

describe('draining', () => {
  it('ends the event streams and answers not ready while the server shuts down', async () => {
    const other = await createTestApp();
    try {
      const at = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const s = await stream('/api/events', { authorization: `Bearer ${await other.token('admin')}` }, at);
      await s.next();
      expect((await other.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({
        status: 'ok',
      });
      other.app.drain();
      await s.ended;
      const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'draining', database: 'ok' });
      expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const refused = await other.app.inject({ method: 'GET', url: '/api/products' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    } finally {
      await other.close();
    }
  });
});

describe('an order is acknowledged only after it committed', () => {
  it('answers no 201 and announces nothing when the commit itself fails', async () => {
    const { db } = t.database;
    const count = async () =>
      Number((await db.execute<{ n: string | number }>(sql`select count(*) as n from orders`)).rows[0]!.n);
    const s = await stream('/api/events', await bearer('admin'));
    await s.next((m) => m.event === 'ready');
    // A check that PostgreSQL runs only at COMMIT, as a lost connection or a full disk would fail it.
    await db.execute(
      sql`create function refuse_at_commit() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$`,
    );
    await db.execute(
      sql`create constraint trigger orders_refuse_at_commit after insert on orders deferrable initially deferred for each row execute function refuse_at_commit()`,
    );
    try {
      const before = await count();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          customer: 'Khách Không Thành',
          acceptTerms: true,
          phone: '0966000111',
          items: [{ ...(await orderableVariant(t)), quantity: 1 }],
        },
        remoteAddress: '10.200.0.1',
      });
      expect(res.statusCode).toBe(500);
      expect(await count()).toBe(before);
    } finally {
      await db.execute(sql`drop trigger orders_refuse_at_commit on orders`);
      await db.execute(sql`drop function refuse_at_commit()`);
    }
    // The next order is the first thing the stream hears of.
    const order = await placeOrder(t.app, await orderableVariant(t), 'Khách Sau Đó');
    expect(orderOf(await s.next()).code).toBe(order.code);
    s.close();
  });
});

const onPostgres = inject('template').kind === 'postgres';

describe.skipIf(!onPostgres)('two servers on one PostgreSQL database', () => {
  let second: FastifyInstance;
  let secondBase: string;
  beforeAll(async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.databaseUrl! });
    second = await buildApp(t.config, { database, skipSetup: true, logger: false });
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  // The streams opened on it are closed first, and the connections fetch keeps (as above).
  afterAll(async () => {
    for (const s of streams) s.close();
    second?.server.closeAllConnections();
    await second?.close();
  });

  it('an order taken by one server reaches the streams of the other, with the same ids on both', async () => {
    const onSecond = await stream('/api/events', await bearer('viewer'), secondBase);
    const onFirst = await stream('/api/events', await bearer('viewer'));
    await onSecond.next();
    await onFirst.next();
    const order = await placeOrder(t.app, await orderableVariant(t), 'Khách Máy Một');
    const there = await onSecond.next();
    const here = await onFirst.next();
    expect(orderOf(there).code).toBe(order.code);
    expect(there.id).toBe(here.id);

    // The other way round, and a reconnect to the other server resumes from the same id.
    onFirst.close();
    const moved = await second.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      headers: await bearer('admin'),
      payload: { status: 'cancelled', reason: 'Khách đổi ý' },
    });
    expect(moved.statusCode).toBe(200);
    expect(orderOf(await onSecond.next()).status).toBe('cancelled');
    const resumed = await stream('/api/events', { ...(await bearer('viewer')), 'last-event-id': here.id! });
    const missed = await resumed.next();
    expect([missed.event, orderOf(missed).status]).toEqual(['order.status', 'cancelled']);
  });

  it('counts a user’s streams on both servers together, and ends them on both when the user signs out on one', async () => {
    const staff = await newStaff();
    const here = [await stream('/api/events', staff.headers), await stream('/api/events', staff.headers)];
    const there = [
      await stream('/api/events', staff.headers, secondBase),
      await stream('/api/events', staff.headers, secondBase),
      await stream('/api/events', staff.headers, secondBase),
    ];
    for (const s of [...here, ...there]) expect(s.status).toBe(200);
    expect((await stream('/api/events', staff.headers)).status).toBe(429);
    expect((await stream('/api/events', staff.headers, secondBase)).status).toBe(429);

    for (const s of [...here, ...there]) await s.next();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: staff.headers })).statusCode).toBe(
      200,
    );
    for (const s of there) expect(await endsWithin(s, 5000)).toBe(true);
    for (const s of here) expect(await endsWithin(s, 5000)).toBe(true);
  });
});
