import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './shop-server.ts';

export interface SignInOptions {
  /** Default: the admin. */
  username?: string;
  password?: string;
  /** Where the journey starts: /login, or a back-office page that sends a signed-out visitor there. */
  from?: string;
  /** Where the sign-in lands: the back office's home, or the page the journey started from. */
  landing?: string | RegExp;
}

/** Fills the sign-in form of the page shown and presses Đăng nhập. */
export async function fillSignIn(page: Page, username = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await page.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/**
 * Fills the sign-in form of the page shown and submits it, confirms the success dialog when it shows,
 * and waits for the back office (`landing`).
 */
export async function submitSignIn(
  page: Page,
  { username = 'admin', password = ADMIN_PASSWORD, landing = /\/admin$/ }: Omit<SignInOptions, 'from'> = {},
): Promise<void> {
  await fillSignIn(page, username, password);
  const next = page.getByRole('button', { name: 'Tiếp tục' });
  const landed = (url: URL) => (typeof landing === 'string' ? url.pathname === landing : landing.test(url.href));
  await Promise.race([
    next
      .waitFor({ timeout: 15_000 })
      .then(() => next.click())
      .catch(() => {}),
    page.waitForURL(landed, { timeout: 15_000 }).catch(() => {}),
  ]);
  await page.waitForURL(landed);
}

/** Signs in (the admin unless told) from /login or a back-office page, and waits for the back office. */
export async function signIn(page: Page, { from = '/login', ...options }: SignInOptions = {}): Promise<void> {
  await page.goto(from);
  if (from !== '/login') await page.waitForURL(/\/login/);
  await submitSignIn(page, { landing: from === '/login' ? /\/admin$/ : from, ...options });
}
