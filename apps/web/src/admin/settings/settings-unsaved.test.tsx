import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL, rights } from '../components/test-render';
import { posted, renderSettings } from './settings-test-setup';

/** Fires the event the browser sends before closing or reloading the tab: true when leaving is questioned. */
function leavingIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const status = () => screen.getAllByRole('status').find((s) => s.textContent?.startsWith('Chưa lưu'))?.textContent;

describe('settings forms: changed fields and unsaved changes', { timeout: 30_000 }, () => {
  it('marks the changed contact fields and asks before another tab is opened or the page is left', async () => {
    const { api, user } = renderSettings('contact');
    const zalo = await screen.findByLabelText('Tên Zalo');
    expect(status()).toBeUndefined();
    expect(leavingIsQuestioned()).toBe(false);

    await user.clear(zalo);
    await user.type(zalo, 'Zalo Mới');
    expect(document.getElementById(zalo.getAttribute('aria-describedby')!)!.textContent).toBe('Đã thay đổi');
    expect(status()).toBe('Chưa lưu 1 thay đổi: Tên Zalo');
    expect(leavingIsQuestioned()).toBe(true);

    // Another tab: a warning; Ở lại keeps the form as typed.
    await user.click(screen.getByRole('tab', { name: 'Trang chủ' }));
    const warning = await screen.findByRole('dialog', { name: 'Thay đổi chưa được lưu' });
    expect(within(warning).getByText(/Rời khỏi trang này sẽ bỏ các thay đổi đó/).textContent).toContain(
      'Bạn có thay đổi chưa lưu',
    );
    await user.click(within(warning).getByRole('button', { name: 'Ở lại' }));
    expect(screen.getByRole('tab', { name: 'Liên hệ' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Tên Zalo') as HTMLInputElement).value).toBe('Zalo Mới');

    // Saved: nothing is marked and nothing is asked any more.
    await user.click(screen.getByRole('button', { name: 'Lưu tất cả' }));
    await waitFor(() => expect(posted(api)['contact.zalo.name']).toBe('Zalo Mới'));
    await waitFor(() => expect(status()).toBeUndefined());
    expect(leavingIsQuestioned()).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Trang chủ' }));
    expect(screen.queryByRole('dialog', { name: 'Thay đổi chưa được lưu' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Trang chủ' }).getAttribute('aria-selected')).toBe('true');
  });

  it('leaves with Rời đi, dropping the changes', async () => {
    const { api, user } = renderSettings('homepage');
    const slogan = await screen.findByLabelText('Slogan phần 1');
    await user.type(slogan, ' Mới');
    expect(status()).toBe('Chưa lưu 1 thay đổi: Slogan phần 1');
    await user.click(screen.getByRole('tab', { name: 'Liên hệ' }));
    const warning = await screen.findByRole('dialog', { name: 'Thay đổi chưa được lưu' });
    await user.click(within(warning).getByRole('button', { name: 'Rời đi' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Liên hệ' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(api.to('POST /api/settings')).toHaveLength(0);
    expect(leavingIsQuestioned()).toBe(false);
  });

  it('lists the changed payment and shipping fields', async () => {
    const { user } = renderSettings('checkout', {
      'GET /api/rights/role-permissions/1': rights({ settings: ALL, shop: ALL }),
    });
    const fee = await screen.findByLabelText('Phí giao hàng (đ)');
    await user.clear(fee);
    await user.type(fee, '45000');
    await user.type(screen.getByLabelText('Ngưỡng báo sắp hết hàng'), '0');
    expect(status()).toBe('Chưa lưu 2 thay đổi: Phí giao hàng, Ngưỡng báo sắp hết hàng');
    expect(document.getElementById(fee.getAttribute('aria-describedby')!)!.textContent).toBe('Đã thay đổi');
    expect(leavingIsQuestioned()).toBe(true);
  });

  it('asks before switching the currency and says prices are not converted', async () => {
    const { api, user } = renderSettings('system');
    await user.click(await screen.findByRole('radio', { name: /USD/ }));
    expect(status()).toBe('Chưa lưu 1 thay đổi: Tiền tệ');
    expect(leavingIsQuestioned()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    let confirm = await screen.findByRole('dialog', { name: 'Đổi tiền tệ?' });
    expect(within(confirm).getByText(/Giá sản phẩm không được quy đổi/).textContent).toBe(
      'Đổi tiền tệ từ VND (Việt Nam Đồng) sang USD (Đô la Mỹ)? Giá sản phẩm không được quy đổi: mỗi giá giữ nguyên con số đã nhập và được hiển thị bằng USD ($).',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Hủy' }));
    expect(api.to('POST /api/settings')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    confirm = await screen.findByRole('dialog', { name: 'Đổi tiền tệ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Đổi tiền tệ' }));
    await waitFor(() =>
      expect(posted(api)).toEqual({ 'currency.code': 'USD', 'currency.symbol': '$', 'currency.name': 'Đô la Mỹ' }),
    );
    await waitFor(() => expect(status()).toBeUndefined());
    expect(leavingIsQuestioned()).toBe(false);
  });
});
