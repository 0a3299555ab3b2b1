import { MESSAGE_KIND_INFO, MESSAGE_MESSAGES, type Message, type MessageTemplate } from '@shop/core/schemas/message';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { MessagesPage } from './messages-page';
import { NotificationsTab } from './notifications-tab';
import { OrderMessages } from './order-messages';

configure({ asyncUtilTimeout: 5000 });

const failed: Message = {
  id: 7,
  kind: 'order-placed',
  channel: 'email',
  recipient: 'an.nguyen@exmaple.com',
  status: 'failed',
  attempts: 1,
  lastError: '550 5.1.1 Recipient address rejected',
  createdAt: '2026-11-27T09:15:00.000Z',
  sentAt: null,
  nextAttemptAt: null,
  orderId: 12,
  orderCode: 'DH261127S7E7EA',
  serviceId: null,
  serviceCode: null,
};
const sent: Message = {
  ...failed,
  id: 8,
  kind: 'order-placed-shop',
  recipient: 'shop@example.vn',
  status: 'sent',
  lastError: null,
  sentAt: '2026-11-27T09:15:02.000Z',
};

describe('Tin Nhắn', () => {
  it('lists the failed messages across orders with their order, error and Gửi lại', async () => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ messages: ALL }),
      'GET /api/messages': { body: { messages: [failed], total: 1 } },
      'POST /api/messages/7/resend': { body: { ...failed, status: 'queued', attempts: 0 } },
    });
    const { user } = renderScreen(<MessagesPage />, { path: '/admin/messages' });
    const row = (await screen.findByText('an.nguyen@exmaple.com')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'DH261127S7E7EA' })).toHaveAttribute('href', '/admin/orders/12');
    expect(row).toHaveTextContent(MESSAGE_KIND_INFO['order-placed'].label);
    expect(row).toHaveTextContent('Thất bại');
    expect(row).toHaveTextContent('550 5.1.1 Recipient address rejected');
    expect(api.to('GET /api/messages')[0]!.url.searchParams.get('status')).toBe('failed');

    await user.click(within(row).getByRole('button', { name: /Gửi lại/ }));
    expect(await screen.findByText('Đã xếp tin nhắn gửi lại tới an.nguyen@exmaple.com')).toBeVisible();
    expect(api.to('POST /api/messages/7/resend')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'Tất cả');
    await waitFor(() => expect(api.to('GET /api/messages').at(-1)!.url.searchParams.get('status')).toBeNull());
  });

  it("links a service ticket's failed message to its ticket", async () => {
    const service: Message = {
      ...failed,
      id: 9,
      kind: 'service-received',
      recipient: '0901234567',
      channel: 'sms',
      orderId: null,
      orderCode: null,
      serviceId: 5,
      serviceCode: 'BH000005',
    };
    mockFetch({
      'GET /api/rights/role-permissions/1': rights({ messages: ALL }),
      'GET /api/messages': { body: { messages: [service], total: 1 } },
    });
    renderScreen(<MessagesPage />, { path: '/admin/messages' });
    const row = (await screen.findByText('0901234567')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'BH000005' })).toHaveAttribute('href', '/admin/services/5');
    expect(screen.getByRole('columnheader', { name: 'Đơn hàng / phiếu' })).toBeVisible();
  });

  it('shows no Gửi lại to a role that may only read, and Không có quyền without the read right', async () => {
    mockFetch({
      'GET /api/rights/role-permissions/1': rights({ messages: READ }),
      'GET /api/messages': { body: { messages: [failed], total: 1 } },
    });
    renderScreen(<MessagesPage />, { path: '/admin/messages' });
    expect(await screen.findByText('an.nguyen@exmaple.com')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Gửi lại/ })).toBeNull();
  });
});

describe('an order’s messages', () => {
  it('shows each message of the order: channel, recipient, state, attempts, sent at', async () => {
    mockFetch({
      'GET /api/rights/role-permissions/1': rights({ messages: ALL }),
      'GET /api/orders/12/messages': { body: { messages: [sent, failed], total: 2 } },
    });
    renderScreen(<OrderMessages orderId={12} />);
    const row = (await screen.findByText('shop@example.vn')).closest('tr')!;
    expect(row).toHaveTextContent('Email');
    expect(row).toHaveTextContent('Đã gửi');
    expect(row).toHaveTextContent('27/11/2026');
    expect(await screen.findAllByRole('button', { name: /Gửi lại/ })).toHaveLength(2);
  });

  it('says so when the order has none', async () => {
    mockFetch({
      'GET /api/rights/role-permissions/1': rights({ messages: ALL }),
      'GET /api/orders/12/messages': { body: { messages: [], total: 0 } },
    });
    renderScreen(<OrderMessages orderId={12} />);
    expect(await screen.findByText('Chưa có tin nhắn nào cho đơn hàng này')).toBeVisible();
  });
});

const templates: MessageTemplate[] = Object.entries(MESSAGE_KIND_INFO).map(([kind, info]) => ({
  kind: kind as MessageTemplate['kind'],
  subject: info.subject,
  intro: info.intro,
  channels: [...info.channels],
  updatedAt: null,
}));

function renderTab(permission = ALL, routes: Parameters<typeof mockFetch>[0] = {}) {
  const api = mockFetch({
    'GET /api/rights/role-permissions/1': rights({ messages: permission, settings: ALL }),
    'GET /api/messages/templates': { body: { templates } },
    'GET /api/messages/channels': {
      body: {
        channels: [
          {
            channel: 'email',
            configured: true,
            detail: 'smtp://smtp.example.vn:587 · shop@example.vn',
            lastSentAt: null,
            lastError: null,
            lastErrorAt: null,
          },
          { channel: 'zalo', configured: false, detail: null, lastSentAt: null, lastError: null, lastErrorAt: null },
          { channel: 'sms', configured: false, detail: null, lastSentAt: null, lastError: null, lastErrorAt: null },
        ],
      },
    },
    ...routes,
  });
  return { api, ...renderScreen(<NotificationsTab />) };
}

describe('Thông báo', () => {
  it('shows each channel’s state', async () => {
    renderTab();
    const channels = await screen.findByRole('list', { name: 'Kênh gửi' });
    const [email, zalo] = within(channels).getAllByRole('listitem');
    expect(email).toHaveTextContent('Đã cấu hình');
    expect(email).toHaveTextContent('smtp://smtp.example.vn:587 · shop@example.vn');
    expect(zalo).toHaveTextContent('Chưa cấu hình');
  });

  it('previews an edited template and saves it with its channels', async () => {
    const { api, user } = renderTab(ALL, {
      'POST /api/messages/templates/order-placed/preview': {
        body: {
          subject: 'Cảm ơn Nguyễn Văn An',
          html: '<p>Xin chào</p>',
          text: 'Xin chào',
          sms: 'Dong Ho: da nhan don',
        },
      },
      'PUT /api/messages/templates/order-placed': ({ body }) => ({
        body: { kind: 'order-placed', ...(body as object), updatedAt: '2026-11-29T01:00:00.000Z' },
      }),
    });
    const subject = await screen.findByLabelText('Tiêu đề');
    await user.clear(subject);
    await user.type(subject, 'Cảm ơn {{khach_hang}');
    await user.selectOptions(screen.getByLabelText('Kênh dự phòng'), 'SMS');
    await user.click(screen.getByRole('button', { name: 'Xem trước' }));
    expect(await screen.findByTitle('Email xem trước')).toHaveAttribute('srcdoc', '<p>Xin chào</p>');
    expect(screen.getByText('Dong Ho: da nhan don')).toBeVisible();
    expect(api.to('POST /api/messages/templates/order-placed/preview')[0]!.body).toMatchObject({
      subject: 'Cảm ơn {khach_hang}',
      channels: ['email', 'sms'],
    });

    await user.click(screen.getByRole('button', { name: 'Lưu mẫu' }));
    expect(await screen.findByText(`Đã lưu mẫu "${MESSAGE_KIND_INFO['order-placed'].label}"`)).toBeVisible();
    expect(api.to('PUT /api/messages/templates/order-placed')[0]!.body).toMatchObject({ channels: ['email', 'sms'] });
  });

  it('refuses a word the template does not know, before sending anything', async () => {
    const { api, user } = renderTab();
    const subject = await screen.findByLabelText('Tiêu đề');
    await user.clear(subject);
    await user.type(subject, 'Mã vận đơn {{ma_van_don}');
    await user.click(screen.getByRole('button', { name: 'Lưu mẫu' }));
    expect(await screen.findByText(MESSAGE_MESSAGES.unknownWord('ma_van_don'))).toBeVisible();
    expect(api.to('PUT /api/messages/templates/order-placed')).toHaveLength(0);
  });

  it('shows the server’s reason when it refuses the template, and a read-only role cannot save', async () => {
    const { user } = renderTab(ALL, {
      'PUT /api/messages/templates/order-placed': apiError(
        422,
        MESSAGE_MESSAGES.templateBroken('lỗi hiển thị'),
        'UNPROCESSABLE',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Lưu mẫu' }));
    expect(await screen.findByText(MESSAGE_MESSAGES.templateBroken('lỗi hiển thị'))).toBeVisible();
  });

  it('lets a role with the read right only look', async () => {
    renderTab(READ);
    expect(await screen.findByLabelText('Tiêu đề')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lưu mẫu' })).toBeNull();
  });
});
