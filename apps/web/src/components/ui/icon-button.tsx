import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'title' | 'aria-label' | 'children'> {
  /** The accessible name, e.g. "Đóng" or "Xóa ảnh a.webp": the icon alone says nothing to a screen reader. */
  label: string;
  /** The tooltip (none by default). */
  tooltip?: string;
  /** The icon shown, hidden from screen readers. */
  icon: LucideIcon;
  /** The icon's size (default `size-5`). */
  iconClassName?: string;
}

/** A button that shows only an icon and is named by `label`; its look comes from `className`. */
export function IconButton({ label, tooltip, icon: Icon, iconClassName = 'size-5', ...button }: IconButtonProps) {
  return (
    <button type="button" aria-label={label} title={tooltip} {...button}>
      <Icon className={iconClassName} aria-hidden="true" />
    </button>
  );
}
