import { PIECE_EXAMPLE } from '@shop/core/examples/piece';
import type { Piece } from '@shop/core/schemas/piece';
import type { PiecePhoto } from '@shop/core/schemas/piece-photo';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL_RIGHTS, READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';

beforeEach(() => {
  signOutStore();
  URL.createObjectURL = () => 'blob:piece-photo';
  URL.revokeObjectURL = () => {};
});

const PHOTO: PiecePhoto = {
  id: 3,
  pieceId: 1,
  originalName: 'mat-sau.jpg',
  size: 120_000,
  width: 1200,
  height: 800,
  by: 'admin',
  createdAt: '2026-11-20T03:00:00.000Z',
  url: '/api/pieces/1/photos/3',
};

const piece = (id: number, overrides: Partial<Piece> = {}): Piece => ({
  ...PIECE_EXAMPLE,
  costPrice: undefined,
  id,
  variantId: 5,
  productId: 2,
  variantName: '41mm Đen',
  serial: `7X2A11${id}`,
  accessories: ['box', 'papers'],
  sourceName: 'Công ty phân phối ABC',
  sourcePhone: null,
  ...overrides,
});

const USED = piece(2, {
  serial: 'ZQ-9001 B',
  condition: 'used',
  grade: 'B',
  status: 'reserved',
  orderId: 40,
  orderCode: 'DH261120ABCDEF',
  source: 'buyback',
});

function setup(rights: Record<string, unknown>, path = '/admin/pieces') {
  signInStore({ ...adminUser, roleId: 2 });
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: rights },
    'GET /api/settings': { body: {} },
    'GET /api/pieces': ({ url }) => ({
      body: url.searchParams.get('serial') ? { pieces: [USED], total: 1 } : { pieces: [piece(1), USED], total: 2 },
    }),
    'GET /api/pieces/1': {
      body: {
        ...piece(1),
        history: [
          {
            id: 1,
            event: 'received',
            fromStatus: null,
            status: 'in_stock',
            orderId: null,
            orderCode: null,
            note: 'Lô tháng 11',
            by: 'admin',
            at: '2026-11-20T03:00:00.000Z',
          },
        ],
      },
    },
    'GET /api/pieces/1/photos': { body: [PHOTO] },
    'GET /api/pieces/1/photos/3': { raw: 'webp', headers: { 'content-type': 'image/webp' } },
    'POST /api/pieces/1/photos': { status: 201, body: { ...PHOTO, id: 4, url: '/api/pieces/1/photos/4' } },
    'DELETE /api/pieces/1/photos/3': { body: { success: true } },
    'GET /api/warranties': { body: [] },
    'POST /api/pieces/import': {
      body: {
        dryRun: true,
        rows: [
          {
            row: 2,
            action: 'create',
            name: 'NEW-1',
            variant: 'Rolex Submariner Date — 41mm Đen',
            errors: [],
            changes: [],
          },
          {
            row: 3,
            action: 'error',
            name: 'NEW-2',
            variant: 'Rolex Submariner Date — 44mm',
            errors: [
              {
                column: 'variant',
                message: 'Không có phiên bản "44mm" của sản phẩm "Rolex Submariner Date" trong thương hiệu này',
              },
            ],
            changes: [],
          },
        ],
        create: 1,
        update: 0,
        unchanged: 0,
        errors: 1,
      },
    },
    'GET /api/pieces/variants': {
      body: [
        {
          variantId: 5,
          productId: 2,
          productName: 'Rolex Submariner Date',
          variantName: '41mm Đen',
          brandName: 'Rolex',
          stock: 1,
        },
      ],
    },
    'POST /api/pieces': apiError(
      409,
      'Số serial "7X2A111" đã có ở đồng hồ #1 (Rolex Submariner Date) cùng hãng',
      'DUPLICATE_SERIAL',
    ),
  });
  return { api, ...renderAdmin(path) };
}

describe('Kho Đồng Hồ', () => {
  it('lists pieces with their serial, product, condition and status; searches by serial', async () => {
    const { api } = setup({ pieces: READ_ONLY });
    const row = (await screen.findByRole('link', { name: 'ZQ-9001 B' })).closest('tr')!;
    expect(row.textContent).toContain('Đã qua sử dụng · loại B');
    expect(row.textContent).toContain('Đã giữ cho đơn');
    expect(row.textContent).toContain('DH261120ABCDEF');
    expect(screen.getByRole('link', { name: '7X2A111' }).getAttribute('href')).toBe('/admin/pieces/1');
    // Read only: no receiving.
    expect(screen.queryByRole('button', { name: /Nhập đồng hồ/ })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm theo số serial' }), 'zq 9001');
    await waitFor(() => expect(api.to('GET /api/pieces').at(-1)!.url.searchParams.get('serial')).toBe('zq 9001'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Trạng thái' }), { target: { value: 'reserved' } });
    await waitFor(() => expect(api.to('GET /api/pieces').at(-1)!.url.searchParams.get('status')).toBe('reserved'));
  });

  it("shows a piece's history", async () => {
    setup({ pieces: READ_ONLY }, '/admin/pieces/1');
    expect(await screen.findByRole('heading', { name: 'Serial 7X2A111' })).toBeVisible();
    expect(screen.getByText('Hộp, Sổ/thẻ bảo hành')).toBeVisible();
    const history = screen.getByRole('heading', { name: 'Lịch sử' }).closest('section')!;
    expect(within(history).getByText('Nhập kho')).toBeVisible();
    expect(within(history).getByText('Lô tháng 11')).toBeVisible();
  });

  it("shows a piece's photos fetched with the session; read only neither adds nor deletes", async () => {
    const { api } = setup({ pieces: READ_ONLY }, '/admin/pieces/1');
    expect(await screen.findByRole('img', { name: 'mat-sau.jpg' })).toHaveAttribute('src', 'blob:piece-photo');
    expect(api.to('GET /api/pieces/1/photos/3')[0]!.headers.get('authorization')).toMatch(/^Bearer /);
    expect(screen.queryByRole('button', { name: /Thêm ảnh/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Xóa ảnh/ })).toBeNull();
  });

  it('uploads a photo as multipart "image" and deletes one after confirming', async () => {
    const { api } = setup({ pieces: ALL_RIGHTS }, '/admin/pieces/1');
    await screen.findByRole('img', { name: 'mat-sau.jpg' });
    const file = new File(['x'], 'mat-truoc.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Chọn ảnh đồng hồ'), file);
    await waitFor(() => expect(api.to('POST /api/pieces/1/photos')).toHaveLength(1));
    expect((api.to('POST /api/pieces/1/photos')[0]!.body as FormData).get('image')).toBe(file);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa ảnh mat-sau.jpg' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(api.to('DELETE /api/pieces/1/photos/3')).toHaveLength(1));
  });

  it('receives a piece; a duplicate serial is said with the piece that has it', async () => {
    const { api } = setup({ pieces: ALL_RIGHTS });
    await userEvent.click(await screen.findByRole('button', { name: /Nhập đồng hồ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhập Đồng Hồ' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Sản phẩm \/ phiên bản/ }), '5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Số serial/ }), '7x2a-111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nhập Kho' }));
    await waitFor(() => expect(api.to('POST /api/pieces')).toHaveLength(1));
    expect(api.to('POST /api/pieces')[0]!.body).toMatchObject({
      variantId: 5,
      serial: '7x2a-111',
      condition: 'new',
      source: 'distributor',
      accessories: ['box', 'papers'],
      costPrice: null,
    });
    expect(await screen.findByText(/đã có ở đồng hồ #1/)).toBeVisible();
  });

  it('imports pieces from a file: the preview names each wrong row and column, and nothing can be confirmed', async () => {
    const { api } = setup({ pieces: ALL_RIGHTS });
    await userEvent.click(await screen.findByRole('button', { name: /Nhập từ tệp/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhập đồng hồ từ tệp' });
    await userEvent.upload(
      within(dialog).getByLabelText('Chọn tệp'),
      new File(['x'], 'dong-ho.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(api.to('POST /api/pieces/import')).toHaveLength(1));
    expect(api.to('POST /api/pieces/import')[0]!.url.searchParams.get('dryRun')).toBe('true');
    expect(await within(dialog).findByText(/Cột Phiên bản: Không có phiên bản "44mm"/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Xác nhận nhập' })).toBeDisabled();
  });

  it('offers the export to read only, not the import', async () => {
    setup({ pieces: READ_ONLY });
    expect(await screen.findByRole('button', { name: /Xuất CSV/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Nhập từ tệp/ })).toBeNull();
  });

  it('is in the menu for a role with a right on pieces', async () => {
    setup({ pieces: READ_ONLY });
    expect(await screen.findByRole('link', { name: 'Kho Đồng Hồ' })).toBeVisible();
  });
});
