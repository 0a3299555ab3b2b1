import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Incident, IncidentList } from '@shop/core/schemas/incident';
import type { AuditList } from '@shop/core/schemas/audit';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

// Issue 27 §4: the register of personal-data incidents and its 72-hour reminder.
const t = useTestApp();

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const entry = (over: Record<string, unknown> = {}) => ({
  title: 'Gửi nhầm danh sách khách hàng qua email',
  description: 'Nhân viên gửi tệp đơn hàng tháng 11 cho một khách khác',
  foundAt: ago(80),
  data: 'Họ tên, số điện thoại, địa chỉ của 42 khách hàng',
  peopleAffected: 42,
  ...over,
});
const fieldsOf = (body: ErrorResponse) => ((body.error.details ?? []) as { field: string }[]).map((d) => d.field);
const list = async () => (await t.as('admin', { method: 'GET', url: '/api/incidents' })).json<IncidentList>();
const create = (payload: object, role: 'admin' | 'moderator' | 'viewer' = 'admin') =>
  t.as(role, { method: 'POST', url: '/api/incidents', payload });

describe('the register of personal-data incidents', () => {
  it('is for admins only by default: others get 403 and strangers 401', async () => {
    expect((await t.as('anonymous', { method: 'GET', url: '/api/incidents' })).statusCode).toBe(401);
    for (const role of ['moderator', 'viewer', 'guest'] as const) {
      expect((await t.as(role, { method: 'GET', url: '/api/incidents' })).statusCode, role).toBe(403);
      expect((await t.as(role, { method: 'GET', url: '/api/incidents/unreported' })).statusCode, role).toBe(403);
    }
    expect((await create(entry(), 'moderator')).statusCode).toBe(403);
    expect((await list()).incidents).toEqual([]);
  });

  it('records an entry with its author and its deadline, overdue after 72 hours unreported; the reminder counts it', async () => {
    const res = await create(entry());
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<Incident>();
    expect(made).toMatchObject({
      title: 'Gửi nhầm danh sách khách hàng qua email',
      peopleAffected: 42,
      reportedAt: null,
      reportedTo: null,
      closed: false,
      overdue: true,
      createdBy: 'admin',
    });
    expect(Date.parse(made.reportDue) - Date.parse(made.foundAt)).toBe(72 * HOUR);
    const fresh = (await create(entry({ title: 'Máy tính xách tay bị mất', foundAt: ago(2) }))).json<Incident>();
    expect(fresh.overdue).toBe(false);
    // A time without an offset (a datetime-local field) is read on the shop's clock, Vietnam's.
    const local = await create(entry({ title: 'Tủ hồ sơ bị mở', foundAt: '2026-11-20T09:30' }));
    expect(local.json<Incident>().foundAt).toBe('2026-11-20T02:30:00.000Z');
    await t.as('admin', { method: 'DELETE', url: `/api/incidents/${local.json<Incident>().id}` });

    const { incidents, unreported } = await list();
    expect(incidents.map((i) => i.title)).toEqual(['Máy tính xách tay bị mất', made.title]);
    expect(unreported).toBe(2);
    const reminder = await t.as('admin', { method: 'GET', url: '/api/incidents/unreported' });
    expect(reminder.json()).toEqual({ unreported: 2, overdue: 1 });

    // Reported: whom it was told to is required with the time, and the reminder stops counting it.
    const noWhom = await t.as('admin', {
      method: 'PUT',
      url: `/api/incidents/${made.id}`,
      payload: entry({ foundAt: made.foundAt, reportedAt: ago(1) }),
    });
    expect(noWhom.statusCode).toBe(400);
    expect(fieldsOf(noWhom.json<ErrorResponse>())).toEqual(['reportedTo']);
    const reported = await t.as('admin', {
      method: 'PUT',
      url: `/api/incidents/${made.id}`,
      payload: entry({
        foundAt: made.foundAt,
        reportedAt: ago(1),
        reportedTo: 'Cục A05 – Bộ Công an; 42 khách hàng qua SMS',
        closed: true,
      }),
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json<Incident>()).toMatchObject({ overdue: false, closed: true });
    expect((await t.as('admin', { method: 'GET', url: '/api/incidents/unreported' })).json()).toEqual({
      unreported: 1,
      overdue: 0,
    });

    // Each write is in the audit log, under its own resource.
    const audit = await t.as('admin', { method: 'GET', url: '/api/audit?resource=incidents' });
    const entries = audit.json<AuditList>().entries;
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'create', 'create', 'delete', 'update']);
    const update = entries.find((e) => e.action === 'update')!;
    expect(Object.keys(update.changes ?? {}).sort()).toEqual(['closed', 'reportedAt', 'reportedTo']);

    // A reported entry stays in the register; an unreported one entered by mistake may go.
    const kept = await t.as('admin', { method: 'DELETE', url: `/api/incidents/${made.id}` });
    expect(kept.statusCode).toBe(409);
    expect(kept.json<ErrorResponse>().error.message).toContain('không xóa được');
    const gone = await t.as('admin', { method: 'DELETE', url: `/api/incidents/${fresh.id}` });
    expect(gone.statusCode).toBe(200);
    expect((await list()).incidents.map((i) => i.id)).toEqual([made.id]);
  });

  it('refuses bad entries with a Vietnamese message on the field and changes nothing', async () => {
    const before = await list();
    const cases: [object, string][] = [
      [entry({ title: '' }), 'title'],
      [entry({ foundAt: 'hôm qua' }), 'foundAt'],
      [entry({ foundAt: new Date(Date.now() + 48 * HOUR).toISOString() }), 'foundAt'],
      [entry({ data: ' ' }), 'data'],
      [entry({ peopleAffected: -1 }), 'peopleAffected'],
      [entry({ reportedAt: ago(100), reportedTo: 'Cục A05' }), 'reportedAt'],
      [entry({ title: 'a\u0000b' }), ''],
    ];
    for (const [payload, field] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<ErrorResponse>();
      expect(body.error.message).toMatch(/[À-ỹ]/);
      if (field) expect(fieldsOf(body)).toContain(field);
    }
    expect((await t.as('admin', { method: 'PUT', url: '/api/incidents/99999', payload: entry() })).statusCode).toBe(
      404,
    );
    expect(await list()).toEqual(before);
  });
});
