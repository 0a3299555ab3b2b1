import { INVOICE_REQUEST_EXAMPLE, RECORDED_INVOICE_EXAMPLE } from '@shop/core/examples/invoice';
import { INVOICE_MESSAGES } from '@shop/core/schemas/invoice';
import type { Order } from '@shop/core/schemas/order';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { makeOrder } from '../orders/order-fixtures.test-utils';
import { InvoicesPage } from './invoices-page';
import { OrderInvoiceCard } from './order-invoice-card';

configure({ asyncUtilTimeout: 5000 });

const company = INVOICE_REQUEST_EXAMPLE;
const completed = makeOrder({ id: 7, status: 'completed', paymentStatus: 'paid', invoiceRequest: company });
const issued: Order = {
  ...completed,
  invoice: { ...RECORDED_INVOICE_EXAMPLE, files: [] },
};

describe('the order’s Hóa đơn VAT card', () => {
  it('shows who the invoice is made out to, records the issued invoice, and puts the server’s refusal under its field', async () => {
    let refused = true;
    const api = mockFetch({
      'PUT /api/orders/7/invoice': () => {
        if (refused) {
          refused = false;
          return apiError(400, INVOICE_MESSAGES.number, 'BAD_REQUEST', [
            { field: 'number', in: 'body', message: INVOICE_MESSAGES.number },
          ]);
        }
        return { body: issued };
      },
    });
    const { user } = renderScreen(<OrderInvoiceCard order={completed} canChange />);
    expect(screen.getByText('0300588569')).toBeVisible();
    expect(screen.getByText('Chưa ghi nhận hóa đơn.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ghi nhận hóa đơn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ghi nhận hóa đơn' });
    await user.type(within(dialog).getByLabelText('Nhà cung cấp hóa đơn *'), 'Viettel');
    await user.type(within(dialog).getByLabelText('Ký hiệu *'), 'C26TAA');
    await user.type(within(dialog).getByLabelText('Mã tra cứu *'), 'VT7K2M9Q');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu Hóa Đơn' }));
    // Checked before sending: the number is missing.
    expect(await within(dialog).findByText(INVOICE_MESSAGES.number)).toBeVisible();
    expect(api.to('PUT /api/orders/7/invoice')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Số hóa đơn *'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu Hóa Đơn' }));
    await waitFor(() => expect(api.to('PUT /api/orders/7/invoice')).toHaveLength(1));
    expect(await within(dialog).findByText(INVOICE_MESSAGES.number)).toBeVisible();
    expect(api.to('PUT /api/orders/7/invoice')[0]!.body).toMatchObject({
      provider: 'Viettel',
      template: '1',
      series: 'C26TAA',
      number: '123',
      lookupCode: 'VT7K2M9Q',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Lưu Hóa Đơn' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a recorded invoice with its files, and offers no change without the orders change right', () => {
    mockFetch({});
    renderScreen(
      <OrderInvoiceCard order={{ ...issued, invoice: { ...issued.invoice!, files: ['pdf'] } }} canChange={false} />,
    );
    expect(screen.getByText('VT7K2M9Q')).toBeVisible();
    expect(screen.getByText('1 – C26TAA')).toBeVisible();
    expect(screen.getByText('29/11/2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tải PDF' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tải XML' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sửa hóa đơn' })).toBeNull();
    expect(screen.queryByLabelText('Tải lên tệp PDF của hóa đơn')).toBeNull();
  });

  it('uploads the invoice’s XML', async () => {
    const api = mockFetch({
      'PUT /api/orders/7/invoice/files/xml': {
        body: { ...issued, invoice: { ...issued.invoice!, files: ['xml'] } },
      },
    });
    const { user } = renderScreen(<OrderInvoiceCard order={issued} canChange />);
    const file = new File(['<?xml version="1.0"?><HDon/>'], 'hoa-don.xml', { type: 'application/xml' });
    await user.upload(screen.getByLabelText('Tải lên tệp XML của hóa đơn'), file);
    await waitFor(() => expect(api.to('PUT /api/orders/7/invoice/files/xml')).toHaveLength(1));
    expect(api.to('PUT /api/orders/7/invoice/files/xml')[0]!.body).toBeInstanceOf(FormData);
    expect(await screen.findByText('Đã tải lên tệp XML của hóa đơn')).toBeVisible();
  });
});

describe('Hóa Đơn VAT', () => {
  it('lists the completed orders awaiting an invoice, filters the ones asked for, and links each order', async () => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ orders: READ }),
      'GET /api/invoices/awaiting': {
        body: {
          invoices: [
            {
              id: 7,
              code: 'DH261129ABCDEF',
              customer: 'Trần Minh Khoa',
              amount: 15_800_000,
              completedAt: '2026-11-29T03:00:00.000Z',
              invoiceRequest: company,
            },
            {
              id: 8,
              code: 'DH261129GHJKLM',
              customer: 'Lê Thị Hoa',
              amount: 400_000,
              completedAt: '2026-11-29T04:00:00.000Z',
              invoiceRequest: null,
            },
          ],
          total: 2,
        },
      },
    });
    const { user } = renderScreen(<InvoicesPage />, { path: '/admin/invoices' });
    const row = (await screen.findByText('Trần Minh Khoa')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'DH261129ABCDEF' })).toHaveAttribute('href', '/admin/orders/7');
    expect(row).toHaveTextContent('0300588569');
    expect(screen.getByText('Lê Thị Hoa').closest('tr')).toHaveTextContent('Người tiêu dùng');
    expect(screen.getByRole('button', { name: 'Xuất Excel' })).toBeVisible();
    await user.click(screen.getByLabelText('Chỉ đơn khách yêu cầu xuất hóa đơn VAT'));
    await waitFor(() =>
      expect(api.to('GET /api/invoices/awaiting').at(-1)!.url.searchParams.get('requested')).toBe('true'),
    );
  });

  it('is for roles with the orders read right', async () => {
    mockFetch({ 'GET /api/rights/role-permissions/1': rights({ orders: { ...ALL, read: false } }) });
    renderScreen(<InvoicesPage />, { path: '/admin/invoices' });
    expect((await screen.findAllByText(/không có quyền/i))[0]).toBeVisible();
  });
});
