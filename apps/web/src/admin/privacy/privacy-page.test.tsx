import type { DataRequest } from '@shop/core/schemas/privacy';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { PrivacyPage } from './privacy-page';

configure({ asyncUtilTimeout: 5000 });

const request = (over: Partial<DataRequest> = {}): DataRequest => ({
  id: 4,
  kind: 'erase',
  phone: '0988111222',
  orderCode: 'DH261129ABCDEF',
  details: 'Xin xóa hết dữ liệu',
  status: 'open',
  createdAt: '2026-11-20T03:00:00.000Z',
  dueAt: '2026-11-23T03:00:00.000Z',
  note: null,
  handledBy: null,
  handledAt: null,
  ...over,
});

describe('Yêu Cầu Dữ Liệu', () => {
  it('lists the open requests with their deadline, marks an overdue one, and erases after a confirmation', async () => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ privacy: ALL }),
      'GET /api/privacy/requests': { body: { requests: [request()] } },
      'POST /api/privacy/requests/4/erase': { body: { placeholderPhone: 'xoa-1', rows: { orders: 2 } } },
    });
    const { user } = renderScreen(<PrivacyPage />, { path: '/admin/privacy' });
    const row = (await screen.findByText('0988111222')).closest('tr')!;
    expect(row).toHaveTextContent('Xóa dữ liệu');
    expect(row).toHaveTextContent('DH261129ABCDEF');
    expect(within(row).getByText('Quá hạn')).toBeVisible();
    expect(api.to('GET /api/privacy/requests')[0]!.url.searchParams.get('status')).toBe('open');

    await user.click(within(row).getByRole('button', { name: 'Xóa dữ liệu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa dữ liệu cá nhân' });
    expect(api.to('POST /api/privacy/requests/4/erase')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Xóa dữ liệu' }));
    await waitFor(() => expect(api.to('POST /api/privacy/requests/4/erase')).toHaveLength(1));
    expect(await screen.findByText('Đã xóa dữ liệu cá nhân')).toBeVisible();
  });

  it('rejects with the reason typed; read-only staff see no actions that change anything', async () => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ privacy: ALL }),
      'GET /api/privacy/requests': { body: { requests: [request({ kind: 'access', details: null })] } },
      'PATCH /api/privacy/requests/4': { body: request({ status: 'rejected', note: 'Không khớp' }) },
    });
    const { user } = renderScreen(<PrivacyPage />, { path: '/admin/privacy' });
    await user.click(await screen.findByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối yêu cầu' });
    await user.type(within(dialog).getByLabelText('Lý do từ chối'), 'Không khớp');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(api.to('PATCH /api/privacy/requests/4')).toHaveLength(1));
    expect(api.to('PATCH /api/privacy/requests/4')[0]!.body).toEqual({ status: 'rejected', note: 'Không khớp' });
  });

  it('shows only the exports to staff who may read', async () => {
    mockFetch({
      'GET /api/rights/role-permissions/1': rights({ privacy: READ }),
      'GET /api/privacy/requests': { body: { requests: [request()] } },
    });
    renderScreen(<PrivacyPage />, { path: '/admin/privacy' });
    const row = (await screen.findByText('0988111222')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Xuất CSV' })).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Xóa dữ liệu' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Đã xử lý' })).toBeNull();
  });

  it('saves the deadline and retention settings for staff who may change settings', async () => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ privacy: ALL, settings: ALL }),
      'GET /api/privacy/requests': { body: { requests: [] } },
      'GET /api/settings': { body: { 'privacy.requestDeadlineDays': '3', 'privacy.retentionYears': '0' } },
      'POST /api/settings': ({ body }) => ({ status: 201, body: { ...(body as object), description: null } }),
    });
    const { user } = renderScreen(<PrivacyPage />, { path: '/admin/privacy' });
    const days = (await screen.findByLabelText('Số ngày trả lời yêu cầu')) as HTMLInputElement;
    expect(days.value).toBe('3');
    await user.clear(days);
    await user.type(days, '10');
    const years = screen.getByLabelText('Tự xóa khách không mua trong (năm, 0 là không)');
    await user.clear(years);
    await user.type(years, '5');
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    await waitFor(() => expect(api.to('POST /api/settings')).toHaveLength(2));
    expect(api.to('POST /api/settings').map((r) => r.body)).toEqual([
      expect.objectContaining({ key: 'privacy.requestDeadlineDays', value: '10' }),
      expect.objectContaining({ key: 'privacy.retentionYears', value: '5' }),
    ]);
    expect(await screen.findByText('Đã lưu cài đặt dữ liệu cá nhân')).toBeVisible();
  });

  it("finds a phone's consents and withdraws one", async () => {
    const consent = {
      id: 5,
      purpose: 'marketing' as const,
      text: 'Tôi đồng ý',
      textVersion: 1,
      givenAt: '2026-11-20T03:00:00.000Z',
      clientAddress: '203.0.113.7',
      orderCode: 'DH261129ABCDEF',
      withdrawnAt: null,
      withdrawnBy: null,
    };
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ privacy: ALL }),
      'GET /api/privacy/requests': { body: { requests: [] } },
      'GET /api/privacy/consents': { body: { consents: [consent] } },
      'POST /api/privacy/consents/5/withdraw': {
        body: { consents: [{ ...consent, withdrawnAt: '2026-11-29T03:00:00.000Z', withdrawnBy: 'admin' }] },
      },
    });
    const { user } = renderScreen(<PrivacyPage />, { path: '/admin/privacy' });
    await user.type(await screen.findByLabelText('Số điện thoại khách'), '0988111222');
    await user.click(screen.getByRole('button', { name: 'Xem sự đồng ý' }));
    const section = screen.getByRole('region', { name: 'Sự đồng ý' });
    expect(await within(section).findByText(/203\.0\.113\.7/)).toBeVisible();
    expect(api.to('GET /api/privacy/consents')[0]!.url.searchParams.get('phone')).toBe('0988111222');
    await user.click(within(section).getByRole('button', { name: 'Rút lại' }));
    expect(await within(section).findByText(/Đã rút lại .* \(admin\)/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Rút lại' })).toBeNull();
  });
});
