import { FALLBACK_RGB, hexToRgb } from '@shop/core/constants';
import { useEffect } from 'react';

/**
 * Applies a theme colour (storefront §4): sets `--color-primary` and `--color-primary-rgb` on :root.
 * Every primary utility reads these variables, so the whole storefront follows. A colour that cannot
 * be parsed gives the spec's fallback 237,171,24.
 */
export function applyThemeColor(color: string): void {
  const hex = color.trim();
  const valid = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex);
  const rgb = valid ? hexToRgb(hex) : FALLBACK_RGB;
  const root = document.documentElement;
  root.style.setProperty('--color-primary', valid ? `#${hex.replace(/^#/, '')}` : `rgb(${rgb})`);
  root.style.setProperty('--color-primary-rgb', rgb.split(',').join(', '));
}

/** Keeps :root's primary colour in step with `color`. */
export function useThemeColor(color: string): void {
  useEffect(() => {
    applyThemeColor(color);
  }, [color]);
}
