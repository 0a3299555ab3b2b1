import { WARRANTY_LOOKUP_EXAMPLE } from '@shop/core/examples/warranty';
import { WARRANTY_MESSAGES } from '@shop/core/schemas/warranty';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { SiteFooter } from '../layout/site-footer';
import { SETTINGS } from '../product/test-fixtures';
import { DEFAULT_SHOP_SETTINGS } from '../settings/shop-settings';
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

  it('is linked from the footer of every page', () => {
    render(
      <MemoryRouter>
        <SiteFooter
          storeName="Đồng Hồ Sang Trọng"
          contact={DEFAULT_SHOP_SETTINGS.contact}
          settings={DEFAULT_SHOP_SETTINGS.map}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Tra cứu bảo hành' }).getAttribute('href')).toBe('/bao-hanh');
  });
});
