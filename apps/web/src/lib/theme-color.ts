import { FALLBACK_RGB, hexToRgb } from '@shop/core/constants';
import { useEffect } from 'react';

/**
 * Applies a theme colour: sets `--color-primary` and `--color-primary-rgb` on :root.
 * Every primary utility reads these variables, so the whole storefront follows. A colour that cannot
 * be parsed gives the fallback 237,171,24.
 */
export function applyThemeColor(color: string): void {
  for (const [name, value] of themeColorVars(color)) document.documentElement.style.setProperty(name, value);
}

/** The CSS variables of a theme colour (also written by server-side rendering, entry-server.tsx). */
export function themeColorVars(color: string): [name: string, value: string][] {
  const hex = color.trim();
  const valid = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex);
  const rgb = valid ? hexToRgb(hex) : FALLBACK_RGB;
  return [
    ['--color-primary', valid ? `#${hex.replace(/^#/, '')}` : `rgb(${rgb})`],
    ['--color-primary-rgb', rgb.split(',').join(', ')],
  ];
}

/** Keeps :root's primary colour in step with `color`. */
export function useThemeColor(color: string): void {
  useEffect(() => {
    applyThemeColor(color);
  }, [color]);
}
