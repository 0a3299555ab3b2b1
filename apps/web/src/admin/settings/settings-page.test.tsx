import { SETTING_MESSAGES } from '@shop/core/schemas/setting';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, type MockAnswer } from '../../test/fetch-mock';
import { READ, rights } from '../components/test-render';
import { posted, renderSettings } from './settings-test-setup';

// The shared test machine is slow: give findBy* queries more time than the default second.
configure({ asyncUtilTimeout: 5000 });

// Failed saves are logged ("Failed to save setting"); keep the test output quiet.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.style.removeProperty('--color-primary');
  document.documentElement.style.removeProperty('--color-primary-rgb');
});

/** Chooses a currency, saves and confirms the change in the Đổi tiền tệ? dialog. */
async function changeCurrency(user: UserEvent, currency: RegExp) {
  await user.click(await screen.findByRole('radio', { name: currency }));
  await user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Đổi tiền tệ?' })).getByRole('button', { name: 'Đổi tiền tệ' }),
  );
}

describe('settings screen', { timeout: 30_000 }, () => {
  it('shows the API status: checking, then connected', async () => {
    const health = deferred<MockAnswer>();
    renderSettings(undefined, { 'GET /api/health': () => health.promise });
    expect(await screen.findByText('Đang kiểm tra kết nối API...')).toBeVisible();
    health.resolve({ body: { status: 'ok', database: 'pglite' } });
    expect(await screen.findByText('API đã kết nối')).toBeVisible();
  });

  it('shows disconnected when the health check fails, and checks again every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const { api } = renderSettings(undefined, {
      'GET /api/health': () =>
        ++calls === 1 ? apiError(500, 'Lỗi cơ sở dữ liệu') : { body: { status: 'ok', database: 'pglite' } },
    });
    expect(await screen.findByText('Mất kết nối API')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('API đã kết nối')).toBeVisible();
    expect(api.to('GET /api/health').length).toBeGreaterThanOrEqual(2);
  });

  it('opens on the Người dùng tab and switches between the eight tabs', async () => {
    const { user } = renderSettings();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Người dùng',
      'Giao diện',
      'Trang chủ',
      'Ảnh nổi bật',
      'Liên hệ',
      'Thanh Toán & Giao Hàng',
      'Thông báo',
      'Hệ thống',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Thêm Người Dùng' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Hệ thống' }));
    expect(await screen.findByText('Tiền tệ hiện tại')).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Hệ thống' })).toBeVisible();
  });

  it('applies a theme colour at once and saves it as themeColor.id', async () => {
    const { api, user } = renderSettings('theme');
    const blue = await screen.findByRole('button', { name: /Xanh dương/ });
    // Each colour is named in Vietnamese.
    for (const english of ['Logo', 'Honeyed', 'Blue', 'Green', 'Purple', 'Red'])
      expect(screen.queryByRole('button', { name: new RegExp(`\\b${english}\\b`) })).toBeNull();
    expect(screen.getByRole('button', { name: /Vàng mật ong/ }).getAttribute('aria-pressed')).toBe('true');
    await user.click(blue);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#3B82F6');
    expect(document.documentElement.style.getPropertyValue('--color-primary-rgb')).toBe('59, 130, 246');
    await waitFor(() => expect(posted(api)).toEqual({ 'themeColor.id': 'blue' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Xanh dương/ }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('reports a failed theme update with the detail, asks to try again, and restores the colour', async () => {
    const { user } = renderSettings('theme', { 'POST /api/settings': apiError(500, 'Mất kết nối cơ sở dữ liệu') });
    await user.click(await screen.findByRole('button', { name: /Xanh lá/ }));
    const alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(
      within(alert).getByText('Lỗi khi cập nhật giao diện: Mất kết nối cơ sở dữ liệu. Vui lòng thử lại.'),
    ).toBeVisible();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#EDAB18');
  });

  it('saves the currency code, symbol and name, and shows the current currency', async () => {
    const { api, user } = renderSettings('system');
    const panel = (await screen.findByText('Tiền tệ hiện tại')).closest('aside')!;
    expect(within(panel).getByText('Việt Nam Đồng')).toBeVisible();
    await changeCurrency(user, /USD/);
    await waitFor(() =>
      expect(posted(api)).toEqual({ 'currency.code': 'USD', 'currency.symbol': '$', 'currency.name': 'Đô la Mỹ' }),
    );
    expect(await within(panel).findByText('Đô la Mỹ')).toBeVisible();
  });

  it('shows the server’s refusal of a setting (an undeclared key or a value too long) in the error dialog', async () => {
    const { user } = renderSettings('system', {
      'POST /api/settings': apiError(400, SETTING_MESSAGES.unknownKey),
    });
    await changeCurrency(user, /EUR/);
    const alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(
      within(alert).getByText(new RegExp(`^Lỗi khi lưu cài đặt: ${SETTING_MESSAGES.unknownKey}\\.`)),
    ).toBeVisible();
  });

  it('explains a failed currency save with the hint about the API server and the database', async () => {
    const { user } = renderSettings('system', { 'POST /api/settings': { status: 503, raw: 'Service Unavailable' } });
    await changeCurrency(user, /EUR/);
    const alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(
      within(alert).getByText(/^Lỗi khi lưu cài đặt: .*cổng 3001 và kết nối cơ sở dữ liệu ổn định\.$/),
    ).toBeVisible();
  });

  it('hides every write control without the settings change right', async () => {
    renderSettings('system', { 'GET /api/rights/role-permissions/1': rights({ settings: READ, users: READ }) });
    expect(await screen.findByText('Tiền tệ hiện tại')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lưu cài đặt' })).toBeNull();
    expect((screen.getByRole('radio', { name: /USD/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Bạn chỉ có quyền xem các cài đặt này.')).toBeVisible();
  });

  it('says Không có quyền without the settings read right', async () => {
    renderSettings(undefined, { 'GET /api/rights/role-permissions/1': rights({}) });
    expect(await screen.findByText('Không có quyền')).toBeVisible();
  });
});
