import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface IconButtonProps {
  /** Accessible name and tooltip, e.g. "Sửa thương hiệu Rolex". */
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}

/** A square icon-only button (edit, delete…) named by `label`. */
export function IconButton({ label, onClick, danger = false, children }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg transition-colors',
        danger ? 'text-red-700 hover:bg-red-50' : 'text-ink hover:bg-stone-100',
      )}
    >
      {children}
    </button>
  );
}
