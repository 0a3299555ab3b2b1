import type { Incident } from '@shop/core/schemas/incident';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { ALL, NONE, READ, renderScreen, rights } from '../components/test-render';
import { IncidentReminder } from './incident-reminder';
import { IncidentsPage } from './incidents-page';

// The shared test machine is slow: give findBy* queries more time than the default second.
configure({ asyncUtilTimeout: 5000 });

const base = {
  description: null,
  peopleAffected: 42,
  measures: null,
  closed: false,
  createdBy: 'admin',
  createdAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T03:00:00.000Z',
};
const OVERDUE: Incident = {
  ...base,
  id: 1,
  title: 'Gửi nhầm danh sách khách hàng qua email',
  foundAt: '2026-11-25T02:30:00.000Z',
  reportDue: '2026-11-28T02:30:00.000Z',
  overdue: true,
  data: 'Họ tên, số điện thoại',
  reportedAt: null,
  reportedTo: null,
};
const REPORTED: Incident = {
  ...base,
  id: 2,
  title: 'Máy tính xách tay bị mất',
  foundAt: '2026-11-20T01:00:00.000Z',
  reportDue: '2026-11-23T01:00:00.000Z',
  overdue: false,
  data: 'Tệp đơn hàng',
  reportedAt: '2026-11-21T04:00:00.000Z',
  reportedTo: 'Cục A05 – Bộ Công an',
  closed: true,
};

function setup(incidents: Incident[], right = ALL, routes: Parameters<typeof mockFetch>[0] = {}) {
  const api = mockFetch({
    'GET /api/rights/role-permissions/1': rights({ incidents: right }),
    'GET /api/incidents': { body: { incidents, unreported: incidents.filter((i) => !i.reportedAt).length } },
    ...routes,
  });
  return { api, ...renderScreen(<IncidentsPage />, { path: '/admin/incidents' }) };
}

describe('Sự Cố Dữ Liệu', { timeout: 30_000 }, () => {
  it('lists the register: overdue entries in red with their deadline, reported ones with when and to whom', async () => {
    setup([OVERDUE, REPORTED]);
    const table = await screen.findByRole('table', { name: 'Sổ sự cố dữ liệu cá nhân' });
    const [overdue, reported] = within(table).getAllByRole('row').slice(1);
    expect(overdue).toHaveTextContent('Gửi nhầm danh sách khách hàng qua email');
    expect(overdue).toHaveTextContent('42 người bị ảnh hưởng');
    expect(overdue).toHaveTextContent('25/11/2026 09:30');
    expect(overdue).toHaveTextContent('Quá hạn thông báo (28/11/2026 09:30)');
    expect(reported).toHaveTextContent('Đã thông báo 21/11/2026 11:00');
    expect(reported).toHaveTextContent('Cục A05 – Bộ Công an');
    expect(reported).toHaveTextContent('Đã xử lý xong');
    // A reported entry stays in the register: it offers no delete.
    expect(within(reported!).queryByRole('button', { name: /Xóa sự cố/ })).toBeNull();
    expect(within(overdue!).getByRole('button', { name: `Xóa sự cố ${OVERDUE.title}` })).toBeVisible();
  });

  it('enters an incident: required fields are named, the times are the shop’s clock', async () => {
    const { api, user } = setup([], ALL, {
      'POST /api/incidents': ({ body }) => ({ status: 201, body: { ...OVERDUE, ...(body as object) } }),
    });
    expect(await screen.findByText('Chưa có sự cố nào được ghi nhận.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Thêm Sự Cố' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm Sự Cố' });
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Sự Cố' }));
    expect(await within(dialog).findByText('Nhập sự việc (tối đa 200 ký tự)')).toBeVisible();
    expect(within(dialog).getByText('Thời điểm phát hiện không hợp lệ')).toBeVisible();
    expect(within(dialog).getByText('Nhập dữ liệu bị ảnh hưởng (tối đa 1 000 ký tự)')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Sự việc *'), 'Gửi nhầm danh sách khách hàng');
    fireEvent.change(within(dialog).getByLabelText('Phát hiện lúc *'), { target: { value: '2026-11-25T09:30' } });
    await user.type(within(dialog).getByLabelText('Dữ liệu bị ảnh hưởng *'), 'Họ tên, số điện thoại');
    await user.type(within(dialog).getByLabelText('Số người bị ảnh hưởng'), '42');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Sự Cố' }));
    await waitFor(() => expect(api.to('POST /api/incidents')).toHaveLength(1));
    expect(api.to('POST /api/incidents')[0]!.body).toEqual({
      title: 'Gửi nhầm danh sách khách hàng',
      description: null,
      foundAt: '2026-11-25T02:30:00.000Z',
      data: 'Họ tên, số điện thoại',
      peopleAffected: 42,
      reportedAt: null,
      reportedTo: null,
      measures: null,
      closed: false,
    });
    expect(await screen.findByText('Đã thêm sự cố')).toBeVisible();
  });

  it('records the report: the form opens on the shop’s clock and asks whom it was told to', async () => {
    const { api, user } = setup([OVERDUE], ALL, {
      'PUT /api/incidents/1': ({ body }) => ({ body: { ...OVERDUE, ...(body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: `Sửa sự cố ${OVERDUE.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa Sự Cố' });
    expect(within(dialog).getByLabelText('Phát hiện lúc *')).toHaveValue('2026-11-25T09:30');
    fireEvent.change(within(dialog).getByLabelText('Đã thông báo lúc'), { target: { value: '2026-11-26T08:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    expect(
      await within(dialog).findByText('Nhập đã thông báo cho ai (cơ quan, khách hàng…) khi đã có thời điểm thông báo'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Đã thông báo cho'), 'Cục A05 – Bộ Công an');
    await user.click(within(dialog).getByLabelText('Đã xử lý xong'));
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    await waitFor(() => expect(api.to('PUT /api/incidents/1')).toHaveLength(1));
    expect(api.to('PUT /api/incidents/1')[0]!.body).toMatchObject({
      foundAt: '2026-11-25T02:30:00.000Z',
      reportedAt: '2026-11-26T01:00:00.000Z',
      reportedTo: 'Cục A05 – Bộ Công an',
      closed: true,
    });
  });

  it('offers no add, edit or delete to a role that may only read, and nothing without the right', async () => {
    setup([OVERDUE], READ);
    await screen.findByRole('table', { name: 'Sổ sự cố dữ liệu cá nhân' });
    expect(screen.queryByRole('button', { name: 'Thêm Sự Cố' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Sửa sự cố/ })).toBeNull();
  });

  it('says Không có quyền without the incidents read right', async () => {
    const { api } = setup([OVERDUE], NONE);
    expect(await screen.findByText('Không có quyền')).toBeVisible();
    expect(api.to('GET /api/incidents')).toHaveLength(0);
  });
});

describe('the dashboard’s reminder of unreported incidents', { timeout: 30_000 }, () => {
  const show = (unreported: number, overdue: number, right = ALL) => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ incidents: right }),
      'GET /api/incidents/unreported': { body: { unreported, overdue } },
    });
    renderScreen(<IncidentReminder />);
    return api;
  };

  it('names how many are unreported and how many are past their 72 hours, and links to the register', async () => {
    show(2, 1);
    const reminder = await screen.findByRole('region', { name: 'Nhắc nhở: sự cố dữ liệu chưa thông báo' });
    expect(reminder).toHaveTextContent(
      '2 sự cố dữ liệu cá nhân chưa thông báo cho cơ quan chức năng (1 đã quá 72 giờ)',
    );
    expect(within(reminder).getByRole('link', { name: 'Mở sổ sự cố' })).toHaveAttribute('href', '/admin/incidents');
  });

  it('says nothing when every incident is reported, and asks nothing without the right', async () => {
    const api = show(0, 0);
    await waitFor(() => expect(api.to('GET /api/incidents/unreported')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /sự cố dữ liệu/ })).toBeNull();
    document.body.innerHTML = '';
    const none = show(3, 3, NONE);
    await waitFor(() => expect(none.to('GET /api/rights/role-permissions/1')).toHaveLength(1));
    expect(none.to('GET /api/incidents/unreported')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: /sự cố dữ liệu/ })).toBeNull();
  });
});
