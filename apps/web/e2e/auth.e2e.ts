import { REFRESH_COOKIE } from '@shop/core/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillSignIn, newPage, shopInBrowser } from './harness';

const run = shopInBrowser();

/** Signs in as the admin at /login; the Đăng nhập thành công dialog must show, and its Tiếp tục is pressed. */
async function signInConfirmed(page: Page) {
  await page.goto('/login');
  await fillSignIn(page);
  await page.getByRole('dialog', { name: 'Đăng nhập thành công' }).getByRole('button', { name: 'Tiếp tục' }).click();
}

describe('sign-in journey', () => {
  it('signs in at /login, stays signed in after a reload, and signs out through the confirm', async () => {
    const { page, context, errors } = await newPage(run.browser, run.shop.url);
    try {
      await signInConfirmed(page);

      await page.waitForURL(/\/admin$/);
      const title = page.getByRole('heading', { level: 1, name: 'Bảng Điều Khiển' });
      await title.waitFor();
      const sidebar = page.getByRole('complementary', { name: 'Thanh điều hướng quản trị' });
      await sidebar.getByText('Quản Trị', { exact: true }).waitFor();

      // A reload keeps the session (a new access token comes through the refresh cookie).
      await page.reload();
      await title.waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      await page.getByRole('region', { name: 'Đơn hàng gần đây' }).waitFor();

      // Sign out: the warning first; Hủy keeps the session.
      await sidebar.getByRole('button', { name: 'Đăng xuất' }).click();
      let dialog = page.getByRole('dialog', { name: 'Xác nhận đăng xuất' });
      await dialog.getByText(/cần đăng nhập lại/).waitFor();
      await dialog.getByRole('button', { name: 'Hủy' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/admin');

      await sidebar.getByRole('button', { name: 'Đăng xuất' }).click();
      dialog = page.getByRole('dialog', { name: 'Xác nhận đăng xuất' });
      await dialog.getByRole('button', { name: 'Đăng xuất' }).click();
      await page.waitForURL(/\/login/);
      expect(await page.evaluate(() => localStorage.getItem('user_data'))).toBeNull();

      // The back office is closed again.
      await page.goto('/admin');
      await page.waitForURL(/\/login/);
      await page.getByLabel('Tên đăng nhập', { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Everything in the page's local storage. */
const storage = (page: Page) => page.evaluate((): Record<string, string> => ({ ...localStorage }));

describe('sessions across tabs', () => {
  it('keeps no token where scripts can read it; two tabs reloaded at once both stay signed in; signing out ends access', async () => {
    const { page, context, errors } = await newPage(run.browser, run.shop.url);
    // Every access token the pages send, to check afterwards that signing out ended them.
    const sent = new Set<string>();
    context.on('request', (request) => {
      const auth = request.headers()['authorization'];
      if (auth?.startsWith('Bearer ')) sent.add(auth.slice('Bearer '.length));
    });
    try {
      await signInConfirmed(page);
      const title = (p: Page) => p.getByRole('heading', { level: 1, name: 'Bảng Điều Khiển' });
      const orders = (p: Page) => p.getByRole('region', { name: 'Đơn hàng gần đây' });
      await title(page).waitFor();
      await orders(page).waitFor();

      // The refresh token is an HttpOnly, SameSite=Strict cookie for /api/auth only; no token is in
      // local storage or document.cookie.
      const cookies = await context.cookies();
      const refresh = cookies.find((c) => c.name === REFRESH_COOKIE);
      expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', secure: false });
      expect(await page.evaluate(() => document.cookie)).toBe('');
      const stored = await storage(page);
      expect(Object.keys(stored)).toContain('user_data');
      expect(Object.keys(stored)).not.toContain('auth_token');
      expect(Object.keys(stored)).not.toContain('refresh_token');
      const storedText = JSON.stringify(stored);
      expect(storedText).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
      expect(storedText).not.toContain(refresh!.value);
      expect(sent.size).toBeGreaterThan(0);
      for (const token of sent) expect(storedText).not.toContain(token);

      // A second tab of the same browser is signed in through the shared cookie.
      const second = await context.newPage();
      second.on('pageerror', (e) => errors.push(String(e)));
      await second.goto('/admin');
      await title(second).waitFor();
      await orders(second).waitFor();

      // Both tabs reloaded at the same moment: each renews its own access token, one after the
      // other, and neither is mistaken for a replay of the other's cookie.
      for (let round = 0; round < 2; round++) {
        await Promise.all([page.reload(), second.reload()]);
        await Promise.all([title(page).waitFor(), title(second).waitFor()]);
        await Promise.all([orders(page).waitFor(), orders(second).waitFor()]);
        expect(new URL(page.url()).pathname).toBe('/admin');
        expect(new URL(second.url()).pathname).toBe('/admin');
      }
      // The session is still whole: a later reload signs in again.
      await page.reload();
      await orders(page).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');

      // Sign out in the first tab.
      await page
        .getByRole('complementary', { name: 'Thanh điều hướng quản trị' })
        .getByRole('button', { name: 'Đăng xuất' })
        .click();
      await page.getByRole('dialog', { name: 'Xác nhận đăng xuất' }).getByRole('button', { name: 'Đăng xuất' }).click();
      await page.waitForURL(/\/login/);

      // Every access token either tab was given stops working at once, and the cookie is gone.
      for (const token of sent) {
        const me = await fetch(`${run.shop.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
        expect(me.status).toBe(401);
      }
      expect((await context.cookies()).find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
      // The other tab is signed out too: the back office sends it to the sign-in page.
      await second.goto('/admin');
      await second.waitForURL(/\/login/);
      expect(await storage(second)).not.toHaveProperty('user_data');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
