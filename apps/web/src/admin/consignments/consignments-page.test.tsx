import { OWED_CONSIGNMENT_EXAMPLE } from '@shop/core/examples/consignment';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL_RIGHTS, READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';

beforeEach(() => {
  signOutStore();
});

const OWED = OWED_CONSIGNMENT_EXAMPLE;

function setup(rights: Record<string, unknown>, paid: 'ok' | 'twice' = 'ok') {
  signInStore({ ...adminUser, roleId: 2 });
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: rights },
    'GET /api/settings': { body: {} },
    'GET /api/consignments': (req) =>
      req.url.searchParams.get('state') === 'paid'
        ? { body: { consignments: [], owedTotal: 0 } }
        : { body: { consignments: [OWED], owedTotal: 180_000_000 } },
    'POST /api/consignments/14/paid':
      paid === 'ok'
        ? {
            body: {
              ...OWED,
              paid: { amount: 175_000_000, paidAt: '2026-11-29T03:00:00.000Z', by: 'admin', note: 'Chuyển khoản' },
            },
          }
        : apiError(409, 'Đã ghi nhận trả tiền cho người ký gửi đồng hồ này', 'CONFLICT'),
  });
  return { api, ...renderAdmin('/admin/pieces/consignments') };
}

describe('Tiền trả người ký gửi', () => {
  it('lists what is owed with the consignor, the sale and the sum, and records a payment with its amount and note', async () => {
    const { api } = setup({ pieces: ALL_RIGHTS, costs: ALL_RIGHTS });
    const row = (await screen.findByText(/91K7 22051/)).closest('tr')!;
    expect(row.textContent).toContain('Trần Thị Ký Gửi');
    expect(row.textContent).toContain('DH261127S7E7EA');
    expect(row.textContent).toMatch(/180\.000\.000/);
    expect(screen.getByText(/Còn phải trả/).textContent).toMatch(/180\.000\.000/);

    await userEvent.click(within(row).getByRole('button', { name: 'Đã trả' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ghi nhận đã trả người ký gửi' });
    const amount = within(dialog).getByLabelText('Số tiền đã trả (đ)');
    expect(amount).toHaveValue('180000000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '175000000');
    await userEvent.type(within(dialog).getByLabelText('Ghi chú'), 'Chuyển khoản');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ghi nhận' }));
    await waitFor(() => expect(api.to('POST /api/consignments/14/paid')).toHaveLength(1));
    const sent = api.to('POST /api/consignments/14/paid')[0]!;
    expect(sent.url.pathname).toBe('/api/consignments/14/paid');
    expect(sent.body).toEqual({ amount: 175_000_000, note: 'Chuyển khoản' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal in the dialog, and offers no payment without the costs right', async () => {
    setup({ pieces: ALL_RIGHTS, costs: ALL_RIGHTS }, 'twice');
    const row = (await screen.findByText(/91K7 22051/)).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Đã trả' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ghi nhận' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Đã ghi nhận trả tiền');
  });

  it('lets a reader see the list without the Đã trả button', async () => {
    setup({ pieces: READ_ONLY });
    const row = (await screen.findByText(/91K7 22051/)).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Đã trả' })).toBeNull();
  });
});
