import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newPage, settle, shopInBrowser, signIn } from './harness';

// The back office speaks Vietnamese only, and writes dates as dd/MM/yyyy (HH:mm) with a four-digit
// year (docs/product/back-office.md#dates-and-money). This walk opens every screen, tab and main form
// as an admin would, and reads what is shown.

const run = shopInBrowser();

/**
 * English words of a user interface that must not be shown. Data is not checked against it (brand and
 * model names such as "Seamaster Diver 300M" stay as they are): none of these is a demo watch's name.
 */
const ENGLISH = [
  'Save',
  'Cancel',
  'Delete',
  'Edit',
  'Add',
  'Loading',
  'Error',
  'Success',
  'Warning',
  'Close',
  'Submit',
  'Update',
  'Create',
  'Retry',
  'Previous',
  'Next',
  'Confirm',
  'Active',
  'Inactive',
  'Username',
  'Password',
  'Settings',
  'Dashboard',
  'Orders',
  'Products',
  'Brands',
  'Categories',
  'Sizes',
  'Users',
  'Roles',
  'Rights',
  'Customers',
  'Search',
  'Logout',
  'Unknown',
  'Coming Soon',
  'No data',
  'Not found',
  'Honeyed',
  'Blue',
  'Green',
  'Purple',
  'Red',
  'Dollar',
  'Yen',
  'Japanese',
  'Theme',
  'Currency',
  'Operation failed',
  'Failed',
  'Upload',
];
const ENGLISH_WORD = new RegExp(`\\b(${ENGLISH.join('|')})\\b`, 'g');
/** d/M/yy, dd/MM/yy: a date with a two-digit year. */
const SHORT_YEAR = /\b\d{1,2}\/\d{1,2}\/\d{2}\b(?!\/)/g;
/** Any d/M/yyyy date, to check that day and month have two digits. */
const ANY_DATE = /\b\d{1,2}\/\d{1,2}\/\d{4}\b/g;

interface Finding {
  where: string;
  what: string;
}

/** What the page shows (text, placeholders, labels and titles), checked for English words and dates. */
async function read(page: Page, where: string, findings: Finding[]): Promise<void> {
  await settle(page);
  const shown = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[placeholder],[aria-label],[title]')].flatMap((el) =>
      ['placeholder', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, ...attrs].join('\n');
  });
  for (const m of shown.matchAll(ENGLISH_WORD)) findings.push({ where, what: `English "${m[0]}"` });
  for (const m of shown.matchAll(SHORT_YEAR)) findings.push({ where, what: `two-digit year "${m[0]}"` });
  for (const m of shown.matchAll(ANY_DATE))
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(m[0])) findings.push({ where, what: `date not dd/MM/yyyy "${m[0]}"` });
}

/** Opens the form behind `button`, reads it, and closes it with Hủy. */
async function readForm(page: Page, button: string, where: string, findings: Finding[]) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  await read(page, where, findings);
  await dialog.getByRole('button', { name: 'Hủy', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('back office language and dates', () => {
  it('shows no English UI word and only dd/MM/yyyy dates on any screen, tab or main form', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url);
    const findings: Finding[] = [];
    try {
      await signIn(page);

      for (const path of [
        '/admin',
        '/admin/orders',
        '/admin/shop',
        '/admin/customers',
        '/admin/images',
        '/admin/roles',
        '/admin/rights',
        '/admin/audit',
      ]) {
        await page.goto(path);
        await read(page, path, findings);
      }

      // An order's own page (dates of its history).
      await page.goto('/admin/orders');
      await settle(page);
      const firstOrder = page.locator('a[href^="/admin/orders/"]').first();
      if (await firstOrder.count()) {
        await firstOrder.click();
        await read(page, 'order page', findings);
      }

      await page.goto('/admin/products');
      await read(page, 'products', findings);
      await readForm(page, 'Thêm Sản Phẩm', 'product form', findings);
      for (const [tab, add] of [
        ['Thương Hiệu', 'Thêm Thương Hiệu'],
        ['Danh Mục', 'Thêm Danh Mục'],
        ['Kích Thước', 'Thêm Kích Thước'],
      ] as const) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await read(page, `products: ${tab}`, findings);
        await readForm(page, add, `form ${add}`, findings);
      }

      await page.goto('/admin/roles');
      await readForm(page, 'Thêm Vai Trò', 'role form', findings);

      await page.goto('/admin/users');
      await read(page, '/admin/users', findings);
      await readForm(page, 'Thêm Người Dùng', 'user form', findings);

      // Every tab of Cài Đặt, as the screen lists them (settings-page.test.tsx checks the eight names).
      await page.goto('/admin/settings');
      const settingsTabs = page.getByRole('tablist', { name: 'Các mục cài đặt' }).getByRole('tab');
      await settingsTabs.first().waitFor();
      const tabNames = await settingsTabs.allTextContents();
      expect(tabNames).toHaveLength(8);
      for (const tab of tabNames) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await read(page, `settings: ${tab}`, findings);
      }

      expect(findings).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('image picker upload', () => {
  it('selects an image uploaded from inside the picker at once', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url);
    try {
      await signIn(page);
      await page.goto('/admin/products');
      await page.getByRole('button', { name: 'Thêm Sản Phẩm', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Thêm Sản Phẩm Mới' });
      await form.getByRole('button', { name: 'Chọn ảnh 1' }).click();
      const picker = page.getByRole('dialog', { name: 'Chọn ảnh 1' });
      await picker.getByRole('tab', { name: 'Tải lên' }).click();
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#b99445' } })
        .png()
        .toBuffer();
      await picker
        .getByLabel('Chọn file ảnh')
        .setInputFiles({ name: 'tu-bo-chon.png', mimeType: 'image/png', buffer: png });
      await picker.getByRole('button', { name: 'Tải lên', exact: true }).click();
      // The toast that says so speaks Vietnamese too.
      await page.locator('[data-sonner-toast]').first().waitFor();
      const findings: Finding[] = [];
      await read(page, 'after an upload', findings);
      expect(findings).toEqual([]);

      // Back on the gallery, the new image is the one selected.
      const tile = picker.getByRole('button', { name: 'tu-bo-chon.png' });
      await tile.waitFor();
      await expect.poll(() => tile.getAttribute('aria-pressed')).toBe('true');
      await picker.getByText('Đã chọn 1 ảnh').waitFor();
      await picker.getByRole('button', { name: 'Chọn ảnh', exact: true }).click();
      await picker.waitFor({ state: 'detached' });
      await form
        .getByRole('img', { name: /tu-bo-chon|Ảnh 1/ })
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
