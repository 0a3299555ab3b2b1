import { DEFAULT_THEME_COLOR, THEME_COLORS } from '@shop/core/constants';
import { applyThemeColor as applyColor } from '../../lib/theme-color';

export type ThemeColor = (typeof THEME_COLORS)[number];

/** The theme option of a stored `themeColor.id`, else the default (honeyed). */
export function themeColorOf(id: string | undefined): ThemeColor {
  return THEME_COLORS.find((c) => c.id === id) ?? THEME_COLORS.find((c) => c.id === DEFAULT_THEME_COLOR)!;
}

/** Applies a theme colour at once: the primary colour variables on <html>. */
export function applyThemeColor(id: string): void {
  applyColor(themeColorOf(id).color);
}
