import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadToaster } from '../lib/toaster';
import { Providers } from './providers';

describe('Providers', () => {
  it('labels the notifications for screen readers in Vietnamese', async () => {
    render(<Providers>{null}</Providers>);
    const { toast } = await act(() => loadToaster());
    act(() => {
      toast.success('Đã lưu');
    });
    expect(await screen.findByText('Đã lưu')).toBeVisible();
    expect(screen.getByRole('region', { name: /^Thông báo/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Đóng thông báo' })).toBeVisible();
  });
});
