import type { ImageRow } from '@shop/core/schemas/image';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../test/auth-fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { libraryImage } from '../products/catalogue-fixtures';
import { ImagePicker } from './image-picker';

function Harness({ multiple = false }: { multiple?: boolean }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<ImageRow[]>([]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở thư viện
      </button>
      <p data-testid="picked">{picked.map((p) => p.path).join(' ')}</p>
      <ImagePicker open={open} onClose={() => setOpen(false)} onSelect={setPicked} multiple={multiple} />
    </>
  );
}

const gallery = (count: number) => ({
  'GET /api/images': { body: Array.from({ length: Math.min(20, count) }, (_, i) => libraryImage(i + 1)) },
  'GET /api/images/count': { body: { count } },
});

describe('image picker', { timeout: 20_000 }, () => {
  it('shows 20 a page with previous/next and a window of two pages, and picks one image in single mode', async () => {
    const api = mockFetch({ 'GET /api/rights/role-permissions/1': rights({ images: ALL }), ...gallery(130) });
    const { user } = renderScreen(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Mở thư viện' }));
    const dialog = screen.getByRole('dialog', { name: 'Chọn ảnh từ thư viện' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Thư viện', 'Tải lên']);
    await within(dialog).findByRole('button', { name: 'thu-vien-1.jpg' });
    expect(api.to('GET /api/images')[0]!.url.search).toBe('?filter[limit]=20&filter[skip]=0');

    const pager = within(dialog).getByRole('navigation', { name: 'Phân trang thư viện ảnh' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Trang \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await user.click(within(pager).getByRole('button', { name: 'Trang sau' }));
    expect(api.to('GET /api/images').at(-1)!.url.searchParams.get('filter[skip]')).toBe('20');
    await user.click(within(pager).getByRole('button', { name: 'Trang 4' }));
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Trang \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3', '4', '5', '6']);

    const choose = within(dialog).getByRole('button', { name: 'Chọn ảnh' }) as HTMLButtonElement;
    expect(choose.disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'thu-vien-1.jpg' }));
    await user.click(within(dialog).getByRole('button', { name: 'thu-vien-2.jpg' }));
    expect(within(dialog).getByRole('button', { name: 'thu-vien-1.jpg' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(dialog).getByText('Đã chọn 1 ảnh')).toBeVisible();
    await user.click(choose);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('picked').textContent).toBe('/uploads/lib-2.webp');
  });

  it('picks several images in multiple mode, in the order picked', async () => {
    mockFetch({ 'GET /api/rights/role-permissions/1': rights({ images: ALL }), ...gallery(3) });
    const { user } = renderScreen(<Harness multiple />);
    await user.click(screen.getByRole('button', { name: 'Mở thư viện' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'thu-vien-3.jpg' }));
    await user.click(within(dialog).getByRole('button', { name: 'thu-vien-1.jpg' }));
    expect(within(dialog).queryByRole('navigation')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Chọn 2 ảnh' }));
    expect(screen.getByTestId('picked').textContent).toBe('/uploads/lib-3.webp /uploads/lib-1.webp');
  });

  it('has no upload tab without the images change right; the upload tab previews the chosen file', async () => {
    mockFetch({ 'GET /api/rights/role-permissions/3': rights({ images: READ }), ...gallery(0) });
    const first = renderScreen(<Harness />, { user: { ...adminUser, roleId: 3 } });
    await first.user.click(screen.getByRole('button', { name: 'Mở thư viện' }));
    expect(await screen.findByText('Chưa có ảnh nào được upload')).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
    first.unmount();

    mockFetch({ 'GET /api/rights/role-permissions/1': rights({ images: ALL }), ...gallery(0) });
    const { user } = renderScreen(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Mở thư viện' }));
    await user.click(screen.getByRole('tab', { name: 'Tải lên' }));
    expect(screen.getByRole('tabpanel')).toBeVisible();
    await user.upload(
      screen.getByLabelText('Chọn file ảnh'),
      new File([new Uint8Array(300)], 'moi.webp', { type: 'image/webp' }),
    );
    expect(await screen.findByRole('img', { name: 'Xem trước: moi.webp' })).toBeVisible();
  });

  it('selects the image just uploaded: the library shows it chosen and Chọn ảnh picks it (B-IMG-03)', async () => {
    const fresh = libraryImage(99);
    let stored = false;
    mockFetch({
      'GET /api/rights/role-permissions/1': rights({ images: ALL }),
      'GET /api/images': () => ({ body: stored ? [fresh, libraryImage(1)] : [libraryImage(1)] }),
      'GET /api/images/count': () => ({ body: { count: stored ? 2 : 1 } }),
    });
    // The upload goes through XHR (for its progress): a server that stores the file and answers 201.
    class UploadServer {
      status = 0;
      responseText = '';
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      open() {}
      setRequestHeader() {}
      send() {
        setTimeout(() => {
          stored = true;
          this.status = 201;
          this.responseText = JSON.stringify(fresh);
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
          this.onload?.();
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', UploadServer);
    try {
      const { user } = renderScreen(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Mở thư viện' }));
      const dialog = screen.getByRole('dialog');
      await within(dialog).findByRole('button', { name: 'thu-vien-1.jpg' });
      await user.click(within(dialog).getByRole('tab', { name: 'Tải lên' }));
      await user.upload(
        within(dialog).getByLabelText('Chọn file ảnh'),
        new File([new Uint8Array(300)], 'thu-vien-99.jpg', { type: 'image/jpeg' }),
      );
      await user.click(await within(dialog).findByRole('button', { name: 'Tải lên' }));
      const uploaded = await within(dialog).findByRole('button', { name: 'thu-vien-99.jpg' });
      expect(within(dialog).getByRole('tab', { name: 'Thư viện' }).getAttribute('aria-selected')).toBe('true');
      expect(uploaded.getAttribute('aria-pressed')).toBe('true');
      expect(within(dialog).getByRole('button', { name: 'thu-vien-1.jpg' }).getAttribute('aria-pressed')).toBe('false');
      expect(within(dialog).getByText('Đã chọn 1 ảnh')).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Chọn ảnh' }));
      expect(screen.getByTestId('picked').textContent).toBe('/uploads/lib-99.webp');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
