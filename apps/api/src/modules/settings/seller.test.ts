import { SELLER_SETTINGS_EXAMPLE } from '@shop/core/examples/seller';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { SELLER_KEYS, type SettingsMap } from '@shop/core/schemas/setting';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { indexHtml, webBuild } from '../../test/web-build.ts';

// Issue 27 §1: who the seller is (settings of the shop tab), shown in the Organization JSON-LD.
const t = useTestApp({ WEB_DIST: webBuild({ index: indexHtml() }), PUBLIC_URL: 'http://shop.test' });

const save = (role: 'admin' | 'moderator' | 'viewer', key: string, value: string) =>
  t.as(role, { method: 'POST', url: '/api/settings', payload: { key, value } });
const settings = async () => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<SettingsMap>();
const organization = (html: string) => {
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const ld = JSON.parse(m[1]!) as Record<string, unknown>;
    if (ld['@type'] === 'Organization') return ld;
  }
  return null;
};

const FILLED = SELLER_SETTINGS_EXAMPLE;

describe("the seller's identity", () => {
  it('is empty in a new shop, public, and the Organization JSON-LD then carries only the shop', async () => {
    const map = await settings();
    for (const key of SELLER_KEYS) expect(map[key], key).toBe('');
    const page = await t.app.inject({ method: 'GET', url: '/about' });
    const ld = organization(page.body)!;
    expect(ld).toMatchObject({ '@type': 'Organization', name: 'Đồng Hồ Sang Trọng', url: 'http://shop.test/' });
    expect(ld).not.toHaveProperty('legalName');
    expect(ld).not.toHaveProperty('taxID');
  });

  it('is saved by staff with the shop change right (not a viewer) and then in every page’s Organization JSON-LD', async () => {
    const refused = await save('viewer', 'seller.legalName', 'X');
    expect(refused.statusCode).toBe(403);
    for (const [key, value] of Object.entries(FILLED)) {
      const res = await save('moderator', key, value);
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
    }
    expect(await settings()).toMatchObject(FILLED);
    for (const url of ['/', '/products', '/about']) {
      const ld = organization((await t.app.inject({ method: 'GET', url })).body);
      expect(ld, url).toMatchObject({
        legalName: 'Công ty TNHH Đồng Hồ Sang Trọng',
        taxID: '0312345678',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '123 Đồng Khởi',
          addressLocality: 'Phường Sài Gòn',
          addressRegion: 'Thành phố Hồ Chí Minh',
          addressCountry: 'VN',
        },
      });
    }
  });

  it.each([
    ['seller.registrationNumber', '0312 345678', 'Mã số đăng ký'],
    ['seller.registrationDate', '2015-02-30', 'Ngày cấp'],
    ['seller.registrationDate', '2999-01-01', 'không sau hôm nay'],
    ['seller.address.province', 'Quận 1', 'danh sách 34'],
    ['seller.moitNoticeUrl', 'javascript:alert(1)', 'URL'],
  ])('refuses %s = %j with a Vietnamese 400 and keeps the stored value', async (key, value, message) => {
    const before = (await settings())[key];
    const res = await save('admin', key, value);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.message).toContain(message);
    expect((await settings())[key]).toBe(before);
  });
});
