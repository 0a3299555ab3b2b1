import { POLICIES } from '@shop/core/policies';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { PolicyHistory, PolicyVersion } from '@shop/core/schemas/policy';
import { describe, expect, it } from 'vitest';
import { policyVersions } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';

// Issue 27 §2: policy pages with versions, Markdown sanitised on save and on render.
const t = useTestApp({ PUBLIC_URL: 'http://shop.test' });

const get = (url: string) => t.app.inject({ method: 'GET', url });
const put = (role: 'admin' | 'moderator' | 'viewer' | 'anonymous', slug: string, payload: object) =>
  t.as(role, { method: 'PUT', url: `/api/policies/${slug}`, payload });

describe('the policies', () => {
  it('start with the six default texts as version 1, public', async () => {
    const res = await get('/api/policies');
    expect(res.statusCode).toBe(200);
    const { policies } = res.json<{ policies: { slug: string; title: string; version: number }[] }>();
    expect(policies.map((p) => [p.slug, p.title, p.version])).toEqual(POLICIES.map((p) => [p.slug, p.title, 1]));
    const one = res.json<{ policies: PolicyVersion[] }>().policies[0]!;
    expect(one).not.toHaveProperty('markdown');

    const page = (await get('/api/policies/doi-tra-va-hoan-tien')).json<PolicyVersion>();
    expect(page).toMatchObject({ version: 1, currentVersion: 1, createdBy: null });
    expect(page.html).toContain('<h2>Điều kiện đổi trả</h2>');
    expect(page.html).toContain('<strong>7 ngày</strong>');
  });

  it('saving makes a new version by who saved it; the old one stays readable at ?v=1', async () => {
    const res = await put('moderator', 'bao-hanh', {
      title: 'Chính sách bảo hành',
      markdown: '# Bảo hành 5 năm\n\nMang đồng hồ đến cửa hàng.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<PolicyVersion>();
    expect(saved).toMatchObject({ version: 2, currentVersion: 2 });
    expect(saved.createdBy).toMatch(/^moderator/);

    const now = (await get('/api/policies/bao-hanh')).json<PolicyVersion>();
    expect(now.version).toBe(2);
    expect(now.html).toBe('<h2>Bảo hành 5 năm</h2>\n<p>Mang đồng hồ đến cửa hàng.</p>\n');
    const old = (await get('/api/policies/bao-hanh?v=1')).json<PolicyVersion>();
    expect(old).toMatchObject({ version: 1, currentVersion: 2 });
    expect(old.html).toContain('Thời hạn bảo hành');

    const history = await t.as('viewer', { method: 'GET', url: '/api/policies/bao-hanh/versions' });
    expect(history.statusCode).toBe(200);
    expect(history.json<PolicyHistory>().versions.map((v) => [v.version, v.createdBy])).toEqual([
      [2, saved.createdBy],
      [1, null],
    ]);
    const audit = await t.as('admin', { method: 'GET', url: '/api/audit?resource=shop' });
    expect(audit.body).toContain('policy:bao-hanh');
  });

  it('keeps no script, event handler or javascript: link of a saved text', async () => {
    const res = await put('admin', 'van-chuyen', {
      title: 'Vận chuyển',
      markdown: [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[bấm](javascript:alert(1)) [trang](https://example.vn) [gọi](tel:0901234567)',
      ].join('\n\n'),
    });
    expect(res.statusCode).toBe(201);
    const { html } = res.json<PolicyVersion>();
    // Raw HTML is shown as text (escaped), never as elements.
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).toContain('<a href="https://example.vn" rel="noopener noreferrer nofollow" target="_blank">trang</a>');
    expect(html).toContain('<a href="tel:0901234567" rel="nofollow">gọi</a>');
  });

  it('sanitises a stored text again when it is served', async () => {
    await t.database.db.insert(policyVersions).values({
      slug: 'thanh-toan',
      version: 50,
      title: 'Thanh toán',
      markdown: 'x',
      html: '<p>ok</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">y</a>',
    });
    const { html } = (await get('/api/policies/thanh-toan?v=50')).json<PolicyVersion>();
    expect(html).toBe('<p>ok</p><a rel="nofollow">y</a>');
  });

  it('refuses bad input with a Vietnamese 4xx and changes nothing', async () => {
    expect((await put('viewer', 'bao-hanh', { title: 'x', markdown: 'y' })).statusCode).toBe(403);
    expect((await put('anonymous', 'bao-hanh', { title: 'x', markdown: 'y' })).statusCode).toBe(401);
    const empty = await put('admin', 'bao-hanh', { title: 'Bảo hành', markdown: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorResponse>().error.message).toBe('Nội dung chính sách không được để trống');
    const unknown = await put('admin', 'khong-co', { title: 'x', markdown: 'y' });
    expect(unknown.statusCode).toBe(400);
    expect((await get('/api/policies/khong-co')).statusCode).toBe(400);
    expect((await get('/api/policies/bao-hanh?v=99')).json<ErrorResponse>().error.message).toBe(
      'Không tìm thấy phiên bản này của chính sách',
    );
    expect((await get('/api/policies/bao-hanh?v=abc')).statusCode).toBe(400);
    expect((await get('/api/policies/bao-hanh')).json<PolicyVersion>().version).toBe(2);
  });

  it('lists the policy pages in the sitemap', async () => {
    const xml = (await get('/sitemap.xml')).body;
    for (const p of POLICIES) expect(xml).toContain(`<loc>http://shop.test/chinh-sach/${p.slug}</loc>`);
  });
});
