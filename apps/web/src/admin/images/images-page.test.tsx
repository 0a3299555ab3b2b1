import type { ImageRow } from '@shop/core/schemas/image';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/auth-fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { ImagesPage } from './images-page';

const viewer = { ...adminUser, id: 3, username: 'viewer', roleId: 3 };

function image(id: number, extra: Partial<ImageRow> = {}): ImageRow {
  return {
    id,
    path: `/uploads/img-${id}.webp`,
    original_name: `anh-${id}.jpg`,
    size: 1536 * id,
    width: 800,
    height: 600,
    created_at: '2025-03-01T08:00:00.000Z',
    ...extra,
  };
}

function library(images: ImageRow[], count = images.length) {
  return {
    'GET /api/images': { body: images },
    'GET /api/images/count': { body: { count } },
  };
}

describe('images screen', { timeout: 20_000 }, () => {
  it('says so when the library is empty', async () => {
    mockFetch({ 'GET /api/rights/role-permissions/1': rights({ images: ALL }), ...library([]) });
    renderScreen(<ImagesPage />);
    expect(await screen.findByText('Chưa có ảnh nào được upload')).toBeVisible();
  });

  it('asks for page 1 with 12 a page and shows sizes in KB/MB and the pager', async () => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ images: ALL }),
      ...library([image(1), image(2, { size: 10_485_760 })], 30),
    });
    const { user } = renderScreen(<ImagesPage />);
    expect(await screen.findByText('1,5 KB · 800×600')).toBeVisible();
    expect(screen.getByText('10 MB · 800×600')).toBeVisible();
    // Uploaded at, dd/MM/yyyy HH:mm in the shop's time (UTC+7).
    expect(screen.getAllByText('01/03/2025 15:00').map((t) => t.getAttribute('datetime'))).toEqual([
      '2025-03-01T08:00:00.000Z',
      '2025-03-01T08:00:00.000Z',
    ]);
    expect(api.to('GET /api/images')[0]!.url.search).toBe('?filter[limit]=12&filter[skip]=0');

    const pager = screen.getByRole('navigation', { name: 'Phân trang thư viện ảnh' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Trang \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await user.click(within(pager).getByRole('button', { name: 'Trang 3' }));
    expect(api.to('GET /api/images').at(-1)!.url.searchParams.get('filter[skip]')).toBe('24');
  });

  it('checks the file before sending: image types only, at most 10 MB', async () => {
    mockFetch({ 'GET /api/rights/role-permissions/1': rights({ images: ALL }), ...library([]) });
    const { user } = renderScreen(<ImagesPage />);
    await screen.findByText('Chưa có ảnh nào được upload');

    const text = new File(['hello'], 'ghi-chu.txt', { type: 'text/plain' });
    fireEvent.drop(screen.getByTestId('upload-dropzone'), { dataTransfer: { files: [text] } });
    let dialog = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(dialog).getByText('Chỉ chấp nhận file ảnh!')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));

    const big = new File([new Uint8Array(10_485_761)], 'qua-lon.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Chọn file ảnh'), big);
    dialog = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(dialog).getByText('File quá lớn! Tối đa 10MB.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('button', { name: 'Tải lên' })).toBeNull();

    const ok = new File([new Uint8Array(2048)], 'dong-ho.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Chọn file ảnh'), ok);
    expect(screen.getByText('dong-ho.png')).toBeVisible();
    expect(screen.getByText('2 KB')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Xem trước: dong-ho.png' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tải lên' })).toBeVisible();
  });

  it('hides the upload panel, selection and delete buttons from a role without those rights', async () => {
    mockFetch({ 'GET /api/rights/role-permissions/3': rights({ images: READ }), ...library([image(1)]) });
    const { user } = renderScreen(<ImagesPage />, { user: viewer });
    expect(await screen.findByText('anh-1.jpg')).toBeVisible();
    expect(screen.queryByLabelText('Chọn file ảnh')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tải ảnh lên' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Xóa/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sao chép URL của anh-1.jpg' }));
    expect(await screen.findByText('Đã sao chép URL ảnh')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/uploads/img-1.webp`);
  });

  it('shows Không có quyền without any right on images', async () => {
    mockFetch({ 'GET /api/rights/role-permissions/3': rights({}) });
    renderScreen(<ImagesPage />, { user: viewer });
    expect(await screen.findByText('Bạn không có quyền xem thư viện ảnh')).toBeVisible();
  });

  it("shows the server's in-use refusal of a single delete", async () => {
    const inUse = 'Ảnh đang được sử dụng: sản phẩm "Rolex Submariner". Vui lòng gỡ ảnh khỏi các mục này trước khi xóa.';
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ images: ALL }),
      ...library([image(1)]),
      'DELETE /api/images/1': apiError(409, inUse, 'CONFLICT'),
    });
    const { user } = renderScreen(<ImagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Xóa ảnh anh-1.jpg' }));
    const confirm = screen.getByRole('dialog', { name: 'Xác nhận xóa' });
    expect(within(confirm).getByText(/không thể hoàn tác/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Không thể xóa ảnh' });
    expect(within(dialog).getByText(inUse)).toBeVisible();
    expect(api.to('DELETE /api/images/1')).toHaveLength(1);
  });

  it('selects all on the page and bulk-deletes, reporting what was refused', async () => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ images: ALL }),
      ...library([image(1), image(2), image(3)]),
      'POST /api/images/bulk-delete': {
        body: {
          deleted: [1, 3],
          refused: [
            {
              id: 2,
              path: '/uploads/img-2.webp',
              message: 'Ảnh đang được sử dụng: danh mục "Nam".',
              usedBy: {
                products: [],
                categories: [{ id: 1, name: 'Nam' }],
                brands: [],
                subBrands: [],
                banner: false,
                featured: false,
              },
            },
          ],
          notFound: [],
        },
      },
    });
    const { user } = renderScreen(<ImagesPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Chọn tất cả' }));
    expect(screen.getByText('Đã chọn 3 ảnh')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Xóa đã chọn (3)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Xác nhận xóa' })).getByRole('button', { name: 'Xóa' }));

    const report = await screen.findByRole('dialog', { name: '1 ảnh không thể xóa' });
    expect(within(report).getByText(/danh mục "Nam"/)).toBeVisible();
    expect(api.to('POST /api/images/bulk-delete')[0]!.body).toEqual({ ids: [1, 2, 3] });
    expect(await screen.findByText('Đã xóa 2 ảnh')).toBeVisible();
    await user.click(within(report).getByRole('button', { name: 'Đóng' }));
    expect(screen.getByText('Đã chọn 1 ảnh')).toBeVisible();
  });

  it('reports a failed delete as Lỗi xóa ảnh! and a 403 as Không có quyền', async () => {
    let status = 500;
    mockFetch({
      'GET /api/rights/role-permissions/1': rights({ images: ALL }),
      ...library([image(1)]),
      'DELETE /api/images/1': () => apiError(status, status === 403 ? 'Forbidden' : 'boom'),
    });
    const { user } = renderScreen(<ImagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Xóa ảnh anh-1.jpg' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Xóa' }));
    let dialog = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(dialog).getByText('Lỗi xóa ảnh!')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));

    status = 403;
    await user.click(screen.getByRole('button', { name: 'Xóa ảnh anh-1.jpg' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Xóa' }));
    dialog = await screen.findByRole('dialog', { name: 'Không có quyền' });
    expect(within(dialog).getByText('Bạn không có quyền xóa ảnh')).toBeVisible();
  });
});
