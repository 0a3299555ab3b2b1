import { WARRANTY_LOOKUP_EXAMPLE } from '@shop/core/examples/warranty';
import { SERVICE_MESSAGES, type ServiceLookup } from '@shop/core/schemas/service';
import { WARRANTY_MESSAGES } from '@shop/core/schemas/warranty';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { SETTINGS } from '../product/test-fixtures';
import { WarrantyPage } from './warranty-page';

vi.setConfig({ testTimeout: 30_000 });

const FOUND = WARRANTY_LOOKUP_EXAMPLE;

function renderPage(entry = '/bao-hanh') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/bao-hanh" element={<WarrantyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const dd = (term: string) => screen.getByText(term).nextElementSibling!.textContent;

describe('/bao-hanh', () => {
  it('takes the serial from the QR link, looks the warranty up with the phone and shows it', async () => {
    const api = mockFetch({ 'GET /api/settings': { body: SETTINGS }, 'GET /api/warranty': { body: FOUND } });
    const user = renderPage('/bao-hanh?serial=7X2A1190');
    expect(((await screen.findByLabelText('Số serial')) as HTMLInputElement).value).toBe('7X2A1190');
    await user.type(screen.getByLabelText('Số điện thoại'), '+84 901 234 567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));

    expect(await screen.findByRole('heading', { name: 'Phiếu bảo hành TBH000003' })).toBeVisible();
    expect(Object.fromEntries(api.to('GET /api/warranty')[0]!.url.searchParams)).toEqual({
      serial: '7X2A1190',
      phone: '0901234567',
    });
    expect(screen.getByText('Còn bảo hành')).toBeVisible();
    expect(dd('Sản phẩm')).toBe('Rolex · Rolex Submariner Date (41mm Mặt đen)');
    expect(dd('Ngày mua')).toBe('29/11/2026');
    expect(dd('Bảo hành')).toBe('Bảo hành quốc tế · 60 tháng');
    expect(dd('Hết hạn')).toBe('28/11/2031');
    expect(screen.getByText('Đồng hồ chưa lần nào bảo hành hoặc sửa chữa tại cửa hàng.')).toBeVisible();
  });

  it('says when the warranty has ended or was voided', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/warranty': { body: { ...FOUND, covered: false, voided: true } },
    });
    const user = renderPage();
    await user.type(await screen.findByLabelText('Số serial'), '7x2a-1190');
    await user.type(screen.getByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect(await screen.findByText('Không còn bảo hành (đã hủy)')).toBeVisible();
    expect(screen.queryByText('Còn bảo hành')).toBeNull();
  });

  it('checks both fields, gives the one message for a wrong pair, and the wait after too many tries', async () => {
    let calls = 0;
    const api = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/warranty': () =>
        ++calls === 1
          ? apiError(404, WARRANTY_MESSAGES.lookupNotFound, 'NOT_FOUND')
          : {
              ...apiError(429, WARRANTY_MESSAGES.lookupTooMany(60), 'TOO_MANY_REQUESTS'),
              headers: { 'Retry-After': '60' },
            },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Tra cứu' }));
    expect(await screen.findByText(WARRANTY_MESSAGES.missingSerial)).toBeVisible();
    expect(api.to('GET /api/warranty')).toHaveLength(0);

    await user.type(screen.getByLabelText('Số serial'), 'KHONG-CO');
    await user.type(screen.getByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WARRANTY_MESSAGES.lookupNotFound);

    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect(await screen.findByText(/^Bạn đã tra cứu quá nhiều lần\. Thử lại sau (60|59) giây\.$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tra cứu' }).hasAttribute('disabled')).toBe(true);
  });

  it("lists the watch's visits to the service desk in words", async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/warranty': {
        body: {
          ...FOUND,
          serviceHistory: [{ code: 'BH000005', status: 'repairing', receivedAt: '2026-12-01T03:00:00.000Z' }],
        },
      },
    });
    const user = renderPage('/bao-hanh?serial=7X2A1190');
    await user.type(await screen.findByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect(await screen.findByText('01/12/2026 · BH000005 · Đang sửa chữa')).toBeVisible();
  });
});

const TICKET: ServiceLookup = {
  code: 'BH000005',
  status: 'ready',
  brandName: 'Seiko',
  model: 'Presage SRPB41',
  serial: '4R35-01AB',
  problem: 'Chạy chậm 5 phút mỗi ngày',
  underWarranty: false,
  estimate: 800_000,
  fee: 1_200_000,
  promisedDate: '2026-12-10',
  receivedAt: '2026-12-01T03:00:00.000Z',
  history: [
    { status: 'received', at: '2026-12-01T03:00:00.000Z' },
    { status: 'ready', at: '2026-12-05T09:30:00.000Z' },
  ],
};

describe('/bao-hanh, the service ticket tab', () => {
  it("opens on the ticket's code from the receipt's QR link and shows where the watch is", async () => {
    const api = mockFetch({ 'GET /api/settings': { body: SETTINGS }, 'GET /api/services/lookup': { body: TICKET } });
    const user = renderPage('/bao-hanh?code=BH000005');
    expect((await screen.findByRole('tab', { name: 'Theo dõi phiếu sửa chữa' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Mã phiếu tiếp nhận') as HTMLInputElement).value).toBe('BH000005');
    await user.type(screen.getByLabelText('Số điện thoại'), '84 901 234 567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));

    expect(await screen.findByRole('heading', { name: 'Phiếu tiếp nhận BH000005' })).toBeVisible();
    expect(Object.fromEntries(api.to('GET /api/services/lookup')[0]!.url.searchParams)).toEqual({
      code: 'BH000005',
      phone: '0901234567',
    });
    expect(screen.getByText('Sẵn sàng trả khách: mời quý khách đến cửa hàng nhận đồng hồ')).toBeVisible();
    expect(dd('Đồng hồ')).toBe('Seiko · Presage SRPB41');
    expect(dd('Phí sửa chữa')).toBe('1.200.000 ₫');
    expect(screen.getByText('16:30 05/12/2026 · Sẵn sàng trả khách')).toBeVisible();
  });

  it('switches from the warranty tab, checks the code and gives the one message for a wrong pair', async () => {
    const api = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/services/lookup': () => apiError(404, SERVICE_MESSAGES.lookupNotFound, 'NOT_FOUND'),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Theo dõi phiếu sửa chữa' }));
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect(await screen.findByText(SERVICE_MESSAGES.missingCode)).toBeVisible();
    expect(api.to('GET /api/services/lookup')).toHaveLength(0);
    await user.type(screen.getByLabelText('Mã phiếu tiếp nhận'), 'bh000099');
    await user.type(screen.getByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SERVICE_MESSAGES.lookupNotFound);
    expect(api.to('GET /api/services/lookup')[0]!.url.searchParams.get('code')).toBe('BH000099');
  });
});
