import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../test/fetch-mock';
import { featuredImage } from '@shop/core/schemas/setting';
import { z } from 'zod';
import { posted, renderSettings } from './settings-test-setup';

/** A stored featured-images value, read with core's schema. */
const featuredOf = (value: string) => z.array(featuredImage).parse(JSON.parse(value));

// The shared test machine is slow: give findBy* queries more time than the default second.
configure({ asyncUtilTimeout: 5000 });

// Failed saves are logged ("Failed to save setting"); keep the test output quiet.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const featuredNames = () =>
  within(screen.getByRole('list', { name: 'Danh sách ảnh nổi bật' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getByTitle(/\.png$/).textContent);

describe('Trang chủ tab', { timeout: 30_000 }, () => {
  it('previews the banner in its three states and notes the recommended size', async () => {
    const { user } = renderSettings('homepage');
    const url = (await screen.findByLabelText('URL ảnh banner')) as HTMLInputElement;
    expect(url.type).toBe('url');
    expect(screen.getByText(/1920x600px/)).toBeVisible();
    const preview = screen.getByAltText('Xem trước ảnh banner') as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('/uploads/banner.webp');

    fireEvent.error(preview);
    expect(screen.getByText('Không thể tải ảnh')).toBeVisible();

    await user.clear(url);
    expect(screen.getByText('Chưa có ảnh')).toBeVisible();
    await user.type(url, 'https://cdn.example.com/b.jpg');
    expect(screen.getByAltText('Xem trước ảnh banner').getAttribute('src')).toBe('https://cdn.example.com/b.jpg');
  });

  it('saves the banner and slogan as homepage.bannerAndSlogan', async () => {
    const { api, user } = renderSettings('homepage');
    const first = await screen.findByLabelText('Slogan phần 1');
    await user.clear(first);
    await user.type(first, 'Tinh Hoa');
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt trang chủ' }));
    await waitFor(() => expect(api.to('POST /api/settings')).toHaveLength(1));
    expect(JSON.parse(posted(api)['homepage.bannerAndSlogan']!)).toEqual({
      bannerImage: '/uploads/banner.webp',
      sloganPath1: 'Tinh Hoa',
      sloganPath2: 'Vượt Thời Gian',
    });
    expect(await screen.findByText('Đã lưu cài đặt trang chủ')).toBeVisible();
  });

  it('says "Không thể lưu cài đặt trang chủ" when the save fails', async () => {
    const { user } = renderSettings('homepage', { 'POST /api/settings': apiError(400, 'Cài đặt banner không hợp lệ') });
    await user.click(await screen.findByRole('button', { name: 'Lưu cài đặt trang chủ' }));
    const alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText('Không thể lưu cài đặt trang chủ: Cài đặt banner không hợp lệ.')).toBeVisible();
  });
});

describe('Ảnh nổi bật tab', { timeout: 30_000 }, () => {
  it('lists the images in order with their numbers; up is disabled on the first, down on the last', async () => {
    renderSettings('featured-images');
    expect(await screen.findByTitle('a.png')).toBeVisible();
    expect(featuredNames()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(screen.getAllByText(/^Thứ tự/).map((el) => el.parentElement!.textContent)).toEqual([
      'Thứ tự 1',
      'Thứ tự 2',
      'Thứ tự 3',
    ]);
    expect((screen.getByLabelText('Chuyển a.png lên') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Chuyển a.png xuống') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Chuyển c.png xuống') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves a move and a delete at once, renumbered', async () => {
    const { api, user } = renderSettings('featured-images');
    await user.click(await screen.findByLabelText('Chuyển c.png lên'));
    await waitFor(() => expect(api.to('POST /api/settings')).toHaveLength(1));
    expect(featuredOf(posted(api)['homepane.featuredimages']!).map((i) => [i.id, i.order])).toEqual([
      [20, 0],
      [22, 1],
      [21, 2],
    ]);
    await waitFor(() => expect(featuredNames()).toEqual(['a.png', 'c.png', 'b.png']));

    await user.click(screen.getByLabelText('Xóa a.png khỏi ảnh nổi bật'));
    await waitFor(() => expect(api.to('POST /api/settings')).toHaveLength(2));
    const saved = featuredOf((api.to('POST /api/settings')[1]!.body as { value: string }).value);
    expect(saved.map((i) => [i.id, i.order])).toEqual([
      [22, 0],
      [21, 1],
    ]);
  });

  it('adds an image chosen in the picker at the end', async () => {
    const image = {
      id: 30,
      path: '/uploads/d.webp',
      original_name: 'd.png',
      size: 100,
      width: 10,
      height: 10,
      created_at: '2025-01-01T00:00:00.000Z',
    };
    const { api, user } = renderSettings('featured-images', {
      'GET /api/images': { body: [image] },
      'GET /api/images/count': { body: { count: 1 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Thêm ảnh nổi bật' }));
    const picker = await screen.findByRole('dialog', { name: 'Chọn ảnh nổi bật' });
    await user.click(await within(picker).findByLabelText('d.png'));
    await user.click(within(picker).getByRole('button', { name: 'Chọn ảnh' }));
    await waitFor(() => expect(api.to('POST /api/settings')).toHaveLength(1));
    expect(featuredOf(posted(api)['homepane.featuredimages']!).at(-1)).toEqual({
      id: 30,
      path: '/uploads/d.webp',
      filename: 'd.png',
      order: 3,
    });
  });

  it('says "Chưa có ảnh nổi bật nào" when the list is empty', async () => {
    renderSettings('featured-images', { 'GET /api/settings': { body: {} } });
    expect(await screen.findByText('Chưa có ảnh nổi bật nào')).toBeVisible();
  });

  it('reports load and save failures', async () => {
    const { user } = renderSettings('featured-images', {
      'POST /api/settings': apiError(400, 'Ảnh nổi bật phải là ảnh trong thư viện'),
    });
    await user.click(await screen.findByLabelText('Chuyển a.png xuống'));
    const alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText('Không thể lưu ảnh nổi bật: Ảnh nổi bật phải là ảnh trong thư viện.')).toBeVisible();
    expect(featuredNames()).toEqual(['a.png', 'b.png', 'c.png']);
  });

  it('says "Không thể tải danh sách ảnh nổi bật" when the settings cannot be loaded', async () => {
    renderSettings('featured-images', { 'GET /api/settings': apiError(500, 'Lỗi') });
    expect(await screen.findByText('Không thể tải danh sách ảnh nổi bật')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  });
});

describe('Liên hệ tab', { timeout: 30_000 }, () => {
  it('sends the eight contact settings in parallel with one Lưu tất cả', async () => {
    const { api, user } = renderSettings('contact');
    const zalo = await screen.findByLabelText('Tên Zalo');
    await user.clear(zalo);
    await user.type(zalo, 'Zalo Mới');
    await user.click(screen.getByRole('button', { name: 'Lưu tất cả' }));
    await waitFor(() => expect(api.to('POST /api/settings')).toHaveLength(8));
    expect(posted(api)).toMatchObject({ 'contact.zalo.name': 'Zalo Mới', 'contact.address.address': '123 Đồng Khởi' });
    // Thành công, in a dialog.
    const ok = await screen.findByRole('dialog', { name: 'Thành công' });
    expect(within(ok).getByText('Đã lưu thông tin liên hệ').textContent).toBe('Đã lưu thông tin liên hệ');
  });

  it('says how many pieces of information could not be saved', async () => {
    const { user } = renderSettings('contact', {
      'POST /api/settings': ({ body }) => {
        const key = (body as { key: string }).key;
        return key.startsWith('contact.zalo')
          ? apiError(500, 'Lỗi máy chủ')
          : { body: { key, value: '', description: null } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Lưu tất cả' }));
    const alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText(/^2 thông tin không thể lưu/)).toBeVisible();
  });

  it('checks the links before sending', async () => {
    const { api, user } = renderSettings('contact');
    const link = (await screen.findByLabelText('Liên kết Facebook')) as HTMLInputElement;
    expect(link.type).toBe('url');
    await user.clear(link);
    await user.type(link, 'facebook.com/shop');
    await user.click(screen.getByRole('button', { name: 'Lưu tất cả' }));
    expect(await screen.findByText('Liên kết phải là một URL hợp lệ')).toBeVisible();
    expect(api.to('POST /api/settings')).toHaveLength(0);
  });
});
