import type { Piece } from '@shop/core/schemas/piece';
import { SERVICE_WARRANTY_EXAMPLE } from '@shop/core/examples/service';
import { SERVICE_PHOTO_EXAMPLE } from '@shop/core/examples/service-photo';
import type { Message } from '@shop/core/schemas/message';
import { SERVICE_MESSAGES, type Service } from '@shop/core/schemas/service';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL_RIGHTS, READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';

beforeEach(() => {
  signOutStore();
});

const ticket = (id: number, overrides: Partial<Service> = {}): Service => ({
  id,
  code: `BH${String(id).padStart(6, '0')}`,
  pieceId: null,
  warrantyId: null,
  warrantyCode: null,
  warrantyKind: null,
  warrantyEndDate: null,
  underWarranty: false,
  brandName: 'Seiko',
  model: 'Presage SRPB41',
  serial: '4R35-01AB',
  customerName: 'Trần Thị Mai',
  phone: '0987654321',
  email: null,
  problem: 'Chạy chậm 5 phút mỗi ngày',
  handedOver: ['strap', 'box'],
  handedOverNote: null,
  conditionNote: 'Kính xước nhẹ',
  estimate: 800_000,
  fee: null,
  promisedDate: '2026-12-10',
  note: null,
  status: 'quoted',
  receivedBy: 'admin',
  createdAt: '2026-12-01T03:00:00.000Z',
  updatedAt: '2026-12-01T03:00:00.000Z',
  history: [
    { id: 1, fromStatus: null, status: 'received', note: null, by: 'admin', at: '2026-12-01T03:00:00.000Z' },
    { id: 2, fromStatus: 'received', status: 'checking', note: null, by: 'admin', at: '2026-12-01T04:00:00.000Z' },
    {
      id: 3,
      fromStatus: 'checking',
      status: 'quoted',
      note: 'Lau dầu 1.200.000 đ',
      by: 'admin',
      at: '2026-12-02T04:00:00.000Z',
    },
  ],
  ...overrides,
});

const OURS = ticket(2, {
  pieceId: 12,
  ...SERVICE_WARRANTY_EXAMPLE,
  model: 'Rolex Submariner Date (41mm Đen)',
  serial: '7X2A1190',
  status: 'received',
});

const PIECE: Piece = {
  id: 12,
  variantId: 5,
  productId: 2,
  productName: 'Rolex Submariner Date',
  variantName: '41mm Đen',
  brandId: 1,
  brandName: 'Rolex',
  serial: '7X2A1190',
  reference: null,
  condition: 'new',
  grade: null,
  conditionNote: null,
  accessories: [],
  accessoriesNote: null,
  source: 'distributor',
  sourceName: null,
  sourcePhone: null,
  consignorPayout: null,
  status: 'sold',
  orderId: 40,
  orderCode: 'DH261120ABCDEF',
  receivedAt: '2026-11-20',
  note: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

const RECEIVED_SMS: Message = {
  id: 41,
  kind: 'service-received',
  channel: 'sms',
  recipient: '0987654321',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-12-01T03:00:00.000Z',
  sentAt: '2026-12-01T03:00:05.000Z',
  nextAttemptAt: null,
  orderId: null,
  orderCode: null,
  serviceId: 7,
  serviceCode: 'BH000007',
};
const FAILED_SMS: Message = {
  ...RECEIVED_SMS,
  id: 42,
  kind: 'service-status',
  status: 'failed',
  attempts: 6,
  lastError: 'Nhà mạng từ chối',
  sentAt: null,
};

const PHOTO = { ...SERVICE_PHOTO_EXAMPLE, serviceId: 1, url: '/api/services/1/photos/7' };

function setup(rights: Record<string, unknown>, path = '/admin/services') {
  signInStore({ ...adminUser, roleId: 2 });
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: rights },
    'GET /api/settings': { body: {} },
    'GET /api/services': { body: { services: [ticket(1), OURS], total: 2 } },
    'GET /api/services/1': { body: ticket(1) },
    'PATCH /api/services/1/status': ({ body }) =>
      (body as { status: string }).status === 'repairing'
        ? { body: { ...ticket(1), status: 'repairing' } }
        : apiError(409, SERVICE_MESSAGES.badMove('quoted', 'returned'), 'CONFLICT'),
    'GET /api/pieces': { body: { pieces: [PIECE], total: 1 } },
    'POST /api/services': { status: 201, body: OURS },
    'GET /api/services/2': { body: OURS },
    'GET /api/services/1/photos': { body: [PHOTO] },
    'GET /api/services/1/photos/7': { raw: 'webp', headers: { 'content-type': 'image/webp' } },
    'POST /api/services/1/photos': { status: 201, body: { ...PHOTO, id: 8, url: '/api/services/1/photos/8' } },
    'DELETE /api/services/1/photos/7': { body: { success: true } },
    'GET /api/services/2/photos': { body: [] },
    'GET /api/services/1/messages': { body: { messages: [RECEIVED_SMS, FAILED_SMS], total: 2 } },
    'GET /api/services/3': { body: ticket(3, { status: 'returned' }) },
    'GET /api/services/3/photos': { body: [{ ...PHOTO, serviceId: 3, url: '/api/services/3/photos/7' }] },
    'GET /api/services/3/photos/7': { raw: 'webp', headers: { 'content-type': 'image/webp' } },
  });
  return { api, ...renderAdmin(path) };
}

describe('Sửa Chữa & Bảo Hành', () => {
  it('lists tickets, searches by code, phone or serial and filters by status; read only opens none', async () => {
    const { api } = setup({ services: READ_ONLY });
    const row = (await screen.findByRole('link', { name: 'BH000002' })).closest('tr')!;
    expect(row.textContent).toContain('Rolex Submariner Date (41mm Đen)');
    expect(row.textContent).toContain('Đã tiếp nhận');
    expect(row.textContent).toContain('Bảo hành');
    expect(screen.getByRole('link', { name: 'BH000001' }).getAttribute('href')).toBe('/admin/services/1');
    expect(screen.queryByRole('button', { name: /Tiếp nhận đồng hồ/ })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm phiếu' }), '0987');
    await waitFor(() => expect(api.to('GET /api/services').at(-1)!.url.searchParams.get('q')).toBe('0987'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Trạng thái' }), { target: { value: 'ready' } });
    await waitFor(() => expect(api.to('GET /api/services').at(-1)!.url.searchParams.get('status')).toBe('ready'));
  });

  it("shows a ticket's history and offers only its allowed moves; a refused move is said", async () => {
    const { api } = setup({ services: ALL_RIGHTS }, '/admin/services/1');
    expect(await screen.findByRole('heading', { name: 'Phiếu BH000001' })).toBeVisible();
    const history = screen.getByRole('heading', { name: 'Lịch sử' }).closest('section')!;
    expect(within(history).getByText('Lau dầu 1.200.000 đ')).toBeVisible();
    const moves = screen.getByRole('heading', { name: 'Chuyển trạng thái' }).closest('section')!;
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Khách đồng ý: sửa', 'Gửi hãng', 'Khách không sửa: chờ trả', 'Hủy phiếu']);
    await userEvent.type(within(moves).getByRole('textbox'), 'Khách đồng ý qua điện thoại');
    await userEvent.click(within(moves).getByRole('button', { name: 'Khách đồng ý: sửa' }));
    await waitFor(() => expect(api.to('PATCH /api/services/1/status')).toHaveLength(1));
    expect(api.to('PATCH /api/services/1/status')[0]!.body).toEqual({
      status: 'repairing',
      note: 'Khách đồng ý qua điện thoại',
    });
    await userEvent.click(within(moves).getByRole('button', { name: 'Hủy phiếu' }));
    expect((await within(moves).findByRole('alert')).textContent).toBe(SERVICE_MESSAGES.badMove('quoted', 'returned'));
    expect(screen.getByRole('link', { name: /In phiếu tiếp nhận/ }).getAttribute('href')).toBe(
      '/admin/services/1/print',
    );
  });

  it("shows a ticket's photos fetched with the session, adds one and deletes one", async () => {
    URL.createObjectURL = () => 'blob:ticket-photo';
    const { api } = setup({ services: ALL_RIGHTS }, '/admin/services/1');
    const photos = (await screen.findByRole('heading', { name: 'Ảnh' })).closest('section')!;
    expect(await within(photos).findByRole('img', { name: PHOTO.originalName })).toHaveAttribute(
      'src',
      'blob:ticket-photo',
    );
    expect(api.to('GET /api/services/1/photos/7')[0]!.headers.get('authorization')).toMatch(/^Bearer /);
    const file = new File(['x'], 'mat-truoc.png', { type: 'image/png' });
    await userEvent.upload(within(photos).getByLabelText('Chọn ảnh đồng hồ'), file);
    await waitFor(() => expect(api.to('POST /api/services/1/photos')).toHaveLength(1));
    expect((api.to('POST /api/services/1/photos')[0]!.body as FormData).get('image')).toBe(file);
    await userEvent.click(within(photos).getByRole('button', { name: `Xóa ảnh ${PHOTO.originalName}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(api.to('DELETE /api/services/1/photos/7')).toHaveLength(1));
  });

  it('a returned ticket shows its photos without adding or deleting', async () => {
    URL.createObjectURL = () => 'blob:ticket-photo';
    setup({ services: ALL_RIGHTS }, '/admin/services/3');
    expect(await screen.findByRole('img', { name: PHOTO.originalName })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Thêm ảnh/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Xóa ảnh/ })).toBeNull();
  });

  it("lists the messages sent about the ticket with their state, as an order's", async () => {
    setup({ services: READ_ONLY, messages: READ_ONLY }, '/admin/services/1');
    const section = (await screen.findByRole('heading', { name: 'Tin nhắn' })).closest('section')!;
    const rows = (await within(section).findAllByRole('row')).slice(1).map((r) => r.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Đã gửi');
    expect(rows[1]).toContain('Nhà mạng từ chối');
    expect(within(section).queryByRole('button', { name: /Gửi lại/ })).toBeNull();
  });

  it("opens a ticket for the shop's own watch found by its serial", async () => {
    const { api } = setup({ services: ALL_RIGHTS, pieces: READ_ONLY });
    await userEvent.click(await screen.findByRole('button', { name: /Tiếp nhận đồng hồ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tiếp Nhận Đồng Hồ' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tìm theo số serial/ }), '7x2a1190');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tìm' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: /7X2A1190 \(Đã bán\)/ }));
    expect(within(dialog).queryByRole('textbox', { name: /Hãng/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tên khách hàng/ }), 'Lê Văn Cường');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Số điện thoại/ }), '0912000101');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tình trạng, yêu cầu/ }), 'Không chạy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lập Phiếu' }));
    await waitFor(() => expect(api.to('POST /api/services')).toHaveLength(1));
    expect(api.to('POST /api/services')[0]!.body).toMatchObject({
      pieceId: 12,
      customerName: 'Lê Văn Cường',
      phone: '0912000101',
      problem: 'Không chạy',
    });
    expect(await screen.findByRole('heading', { name: 'Phiếu BH000002' })).toBeVisible();
  });

  it('prints the receipt with the code and a QR code of /bao-hanh?code=…', async () => {
    setup({ services: READ_ONLY }, '/admin/services/2/print');
    const receipt = await screen.findByRole('article', { name: 'Phiếu tiếp nhận BH000002' });
    expect(receipt.textContent).toContain('Còn bảo hành (TBH000003)');
    expect(receipt.textContent).toContain('/bao-hanh');
    expect(within(receipt).getByText('BH000002')).toBeVisible();
    expect(await within(receipt).findByRole('img', { name: 'Mã QR theo dõi phiếu sửa chữa' })).toBeVisible();
  });

  it('is in the menu for a role with a right on services', async () => {
    setup({ services: READ_ONLY });
    expect(await screen.findByRole('link', { name: 'Sửa Chữa & Bảo Hành' })).toBeVisible();
  });
});
