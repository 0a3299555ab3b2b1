import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the placeholder for an image that failed before the page became interactive', async () => {
    // A server-rendered page: the browser tried the image, and it failed, before React attached
    // its error handler. The element is then complete with no pixels.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    render(<ResponsiveImage src="/uploads/missing.webp" alt="Đồng hồ Rolex" width={640} height={640} />);
    expect(await screen.findByTestId('image-placeholder')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Đồng hồ Rolex' }).tagName).toBe('DIV');
  });

  it('keeps an image that loaded', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
    render(<ResponsiveImage src="/uploads/rolex.webp" alt="Đồng hồ Rolex" width={640} height={640} />);
    expect(screen.getByRole('img', { name: 'Đồng hồ Rolex' }).tagName).toBe('IMG');
  });
});
