import { CONSENT_TEXTS } from '@shop/core/consent-texts';
import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import { PRIVACY_MESSAGES, type DataSubjectView } from '@shop/core/schemas/privacy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ORDER_CODE, SETTINGS } from '../checkout/checkout-test-utils';
import { DataRequestPage } from './data-request-page';

vi.setConfig({ testTimeout: 30_000 });

const consent = {
  id: 1,
  purpose: 'marketing' as const,
  text: CONSENT_TEXTS.marketing.text,
  textVersion: 1,
  givenAt: '2026-11-20T03:00:00.000Z',
  orderCode: ORDER_CODE,
  withdrawnAt: null,
};
const view: DataSubjectView = { consents: [consent], requests: [] };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/yeu-cau-du-lieu']}>
        <DataRequestPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function prove(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Mã đơn hàng'), ORDER_CODE);
  await user.type(screen.getByLabelText('Số điện thoại'), '0901 234 567');
  await user.click(screen.getByRole('button', { name: 'Gửi mã xác nhận' }));
}

/** No messages channel reaches the shopper: the order code is the only proof. */
const NO_CODE = { body: { required: false, channel: null, expiresAt: null } };

describe('/yeu-cau-du-lieu', () => {
  it('shows one message for a wrong code and phone', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'POST /api/privacy/code': apiError(404, ORDER_MESSAGES.lookupNotFound, 'NOT_FOUND'),
    });
    await prove(renderPage());
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.lookupNotFound);
    expect(screen.queryByLabelText('Mã xác nhận')).toBeNull();
  });

  it('asks for the code sent when a channel reaches the shopper, shows a wrong one, then opens with it', async () => {
    const api = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'POST /api/privacy/code': { body: { required: true, channel: 'email', expiresAt: '2026-11-29T03:10:00.000Z' } },
      'POST /api/privacy/subject': ({ body }) =>
        (body as { otp?: string }).otp === '482915'
          ? { body: view }
          : apiError(400, PRIVACY_MESSAGES.otpWrong, 'BAD_REQUEST'),
    });
    const user = renderPage();
    await prove(user);
    expect(api.to('POST /api/privacy/code')[0]!.body).toEqual({ code: ORDER_CODE, phone: '0901234567' });
    expect(await screen.findByText(/đã gửi mã xác nhận gồm 6 chữ số qua Email/)).toBeVisible();
    expect(api.to('POST /api/privacy/subject')).toHaveLength(0);
    await user.type(screen.getByLabelText('Mã xác nhận'), '111111');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.otpWrong)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Sự đồng ý của bạn' })).toBeNull();
    await user.clear(screen.getByLabelText('Mã xác nhận'));
    await user.type(screen.getByLabelText('Mã xác nhận'), '482915');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    const consents = await screen.findByRole('region', { name: 'Sự đồng ý của bạn' });
    expect(api.to('POST /api/privacy/subject').at(-1)!.body).toEqual({
      code: ORDER_CODE,
      phone: '0901234567',
      otp: '482915',
    });
    expect(within(consents).getByText('Nhận tin tức và ưu đãi')).toBeVisible();
  });

  it('without a channel, proves the person by the pair, withdraws a consent, and sends a correction only with what to correct', async () => {
    const api = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'POST /api/privacy/code': NO_CODE,
      'POST /api/privacy/subject': { body: view },
      'POST /api/privacy/consents/withdraw': {
        body: { ...view, consents: [{ ...consent, withdrawnAt: consent.givenAt }] },
      },
      'POST /api/privacy/requests': {
        status: 201,
        body: { id: 9, kind: 'correct', status: 'open', createdAt: consent.givenAt, dueAt: '2026-11-23T03:00:00.000Z' },
      },
    });
    const user = renderPage();
    await prove(user);
    expect(api.to('POST /api/privacy/subject')[0]!.body).toEqual({ code: ORDER_CODE, phone: '0901234567' });
    const consents = await screen.findByRole('region', { name: 'Sự đồng ý của bạn' });
    await user.click(within(consents).getByRole('button', { name: 'Rút lại đồng ý' }));
    await waitFor(() => expect(within(consents).getByText(/Đã rút lại ngày/)).toBeVisible());
    expect(api.to('POST /api/privacy/consents/withdraw')[0]!.body).toEqual({
      code: ORDER_CODE,
      phone: '0901234567',
      purpose: 'marketing',
    });

    const form = screen.getByRole('region', { name: 'Yêu cầu của bạn' });
    await user.click(within(form).getByLabelText('Sửa dữ liệu'));
    await user.click(within(form).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(PRIVACY_MESSAGES.detailsRequired);
    expect(api.to('POST /api/privacy/requests')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Thông tin cần sửa'), 'Địa chỉ mới: 5 Lê Lợi');
    await user.click(within(form).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(form).findByText(/cửa hàng trả lời trước ngày 23\/11\/2026/)).toBeVisible();
    expect(api.to('POST /api/privacy/requests')[0]!.body).toMatchObject({
      kind: 'correct',
      details: 'Địa chỉ mới: 5 Lê Lợi',
    });
  });
});
