import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './shop-server.ts';

/** Signs in as the admin at /login and waits for the back office (the success dialog, when shown, is confirmed). */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Tên đăng nhập', { exact: true }).fill('admin');
  await page.getByLabel('Mật khẩu', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  const next = page.getByRole('button', { name: 'Tiếp tục' });
  await Promise.race([
    next
      .waitFor({ timeout: 15_000 })
      .then(() => next.click())
      .catch(() => {}),
    page.waitForURL(/\/admin$/, { timeout: 15_000 }).catch(() => {}),
  ]);
  await page.waitForURL(/\/admin$/);
}
