import type { PolicyVersion } from '@shop/core/schemas/policy';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { mockFetch, type MockRequest } from '../../test/fetch-mock';
import { ALL_RIGHTS, READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';
import { STORE_SETTINGS } from './store-fixtures.test-utils';

const warranty = (version: number, markdown: string): PolicyVersion => ({
  slug: 'bao-hanh',
  title: 'Chính sách bảo hành',
  version,
  currentVersion: version,
  markdown,
  html: `<p>${markdown}</p>`,
  createdAt: '2026-01-05T03:00:00.000Z',
  createdBy: version === 1 ? null : 'admin',
});

function setup(rights = { shop: ALL_RIGHTS }) {
  signInStore({ ...adminUser, roleId: 2 });
  let current = warranty(1, 'Bảo hành 2 năm.');
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: rights },
    'GET /api/settings': { body: STORE_SETTINGS },
    'GET /api/policies/doi-tra-va-hoan-tien': {
      body: { ...warranty(1, 'Đổi trả trong 7 ngày.'), slug: 'doi-tra-va-hoan-tien', title: 'Đổi trả' },
    },
    'GET /api/policies/doi-tra-va-hoan-tien/versions': { body: { versions: [] } },
    'GET /api/policies/bao-hanh': () => ({ body: current }),
    'GET /api/policies/bao-hanh/versions': () => ({
      body: {
        versions: Array.from({ length: current.version }, (_, i) => ({
          version: current.version - i,
          title: 'Chính sách bảo hành',
          createdAt: '2026-01-05T03:00:00.000Z',
          createdBy: current.version - i === 1 ? null : 'admin',
        })),
      },
    }),
    'PUT /api/policies/bao-hanh': (r: MockRequest) => {
      current = warranty(current.version + 1, (r.body as { markdown: string }).markdown);
      return { status: 201, body: current };
    },
  });
  return { api, ...renderAdmin('/admin/shop') };
}

const editor = async () => (await screen.findByRole('heading', { name: 'Chính sách cửa hàng' })).closest('section')!;

beforeEach(() => signOutStore());

describe('Cửa Hàng › Chính sách cửa hàng', () => {
  it('saves the edited Markdown as a new version and lists the versions with their links', async () => {
    const view = setup();
    const section = await editor();
    await view.user.selectOptions(within(section).getByLabelText('Chính sách'), 'bao-hanh');
    const text = await within(section).findByLabelText('Nội dung (Markdown)');
    expect((text as HTMLTextAreaElement).value).toBe('Bảo hành 2 năm.');
    await view.user.clear(text);
    await view.user.type(text, 'Bảo hành 5 năm.');
    await view.user.click(within(section).getByRole('button', { name: 'Lưu phiên bản mới' }));
    expect(await screen.findByText('Đã lưu Chính sách bảo hành (phiên bản 2)', {}, { timeout: 5000 })).toBeVisible();
    expect(view.api.to('PUT /api/policies/bao-hanh')[0]!.body).toEqual({
      title: 'Chính sách bảo hành',
      markdown: 'Bảo hành 5 năm.',
    });
    expect((await within(section).findByRole('link', { name: 'Xem phiên bản 1' })).getAttribute('href')).toBe(
      '/chinh-sach/bao-hanh?v=1',
    );
    expect(within(section).getByRole('link', { name: 'Xem phiên bản 2' })).toBeVisible();
  });

  it('offers no save without the shop change right', async () => {
    setup({ shop: READ_ONLY });
    const section = await editor();
    await within(section).findByLabelText('Nội dung (Markdown)');
    expect(within(section).queryByRole('button', { name: 'Lưu phiên bản mới' })).toBeNull();
  });
});
