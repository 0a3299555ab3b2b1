import type { PolicyVersion } from '@shop/core/schemas/policy';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRequest } from '../../test/fetch-mock';
import { renderRoute } from '../components/storefront-test-utils';
import { PolicyPage } from './policy-page';

const version = (v: number, current = v): PolicyVersion => ({
  slug: 'doi-tra-va-hoan-tien',
  title: 'Chính sách đổi trả và hoàn tiền',
  version: v,
  currentVersion: current,
  markdown: '',
  html: `<h2>Điều kiện đổi trả (bản ${v})</h2>\n<p>Trong <strong>7 ngày</strong>.</p>\n`,
  createdAt: '2026-01-05T03:00:00.000Z',
  createdBy: v === 1 ? null : 'admin',
});

const api = () =>
  mockFetch({
    'GET /api/settings': { body: {} },
    'GET /api/policies/doi-tra-va-hoan-tien': (r: MockRequest) => {
      const v = r.url.searchParams.get('v');
      if (v === '9')
        return { status: 404, body: { error: { statusCode: 404, code: 'NOT_FOUND', message: 'Không tìm thấy' } } };
      return { body: v ? version(Number(v), 3) : version(3) };
    },
  });

describe('/chinh-sach/:slug', () => {
  it('shows the version in force, its number and date, and links the other policies', async () => {
    api();
    renderRoute(<PolicyPage />, { path: '/chinh-sach/doi-tra-va-hoan-tien', routePath: '/chinh-sach/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chính sách đổi trả và hoàn tiền' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Điều kiện đổi trả (bản 3)' })).toBeVisible();
    expect(screen.getByText('Phiên bản 3, áp dụng từ 05/01/2026')).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
    const others = screen.getByRole('navigation', { name: 'Các chính sách khác' });
    expect(within(others).getByRole('link', { name: 'Điều khoản sử dụng' }).getAttribute('href')).toBe(
      '/chinh-sach/dieu-khoan-su-dung',
    );
  });

  it('shows an older version at ?v=<n>, saying so with a link to the one in force', async () => {
    api();
    renderRoute(<PolicyPage />, { path: '/chinh-sach/doi-tra-va-hoan-tien?v=1', routePath: '/chinh-sach/:slug' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Điều kiện đổi trả (bản 1)' })).toBeVisible();
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Đây là phiên bản cũ.');
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/chinh-sach/doi-tra-va-hoan-tien');
  });

  it('says when a version does not exist', async () => {
    api();
    renderRoute(<PolicyPage />, { path: '/chinh-sach/doi-tra-va-hoan-tien?v=9', routePath: '/chinh-sach/:slug' });
    expect(await screen.findByText(/Không tìm thấy phiên bản này/)).toBeVisible();
  });
});
