import { Pencil, Trash2 } from 'lucide-react';
import {
  IconButton as BaseIconButton,
  type IconButtonProps as BaseIconButtonProps,
} from '../../components/ui/icon-button';
import { cn } from '../../lib/cn';

/**
 * Where an icon button stands: `square` in a list or card (default), `round` in a table row, `floating`
 * over a picture (white, with a shadow), `large` in a row that is a card on phones.
 */
type IconButtonLook = 'square' | 'round' | 'floating' | 'large';

/** Each look's classes: always, then for a plain button, then for a danger one. */
const LOOKS: Record<IconButtonLook, [string, string, string]> = {
  square: [
    'inline-flex size-9 shrink-0 items-center justify-center rounded-lg transition-colors',
    'text-ink hover:bg-stone-100',
    'text-red-700 hover:bg-red-50',
  ],
  round: [
    'inline-flex size-9 items-center justify-center rounded-full',
    'hover:bg-stone-100',
    'text-red-700 hover:bg-red-50',
  ],
  floating: [
    'inline-flex size-10 items-center justify-center rounded-full bg-white shadow-md ring-1 ring-stone-200',
    'text-ink hover:bg-primary-soft',
    'text-red-700 hover:bg-red-50',
  ],
  large: [
    'inline-flex size-10 items-center justify-center rounded-lg disabled:cursor-not-allowed disabled:opacity-40',
    'text-stone-700 hover:bg-stone-100 hover:text-ink',
    'text-red-700 hover:bg-red-50',
  ],
};

export interface IconButtonProps extends Omit<BaseIconButtonProps, 'tooltip' | 'className' | 'onClick'> {
  /** The tooltip: default the label; false for none. */
  tooltip?: string | false;
  onClick: () => void;
  danger?: boolean;
  look?: IconButtonLook;
}

/** The shared icon-only button (components/ui) in one of the back office's looks; icons `size-4` by default. */
export function IconButton({
  label,
  tooltip = label,
  danger = false,
  look = 'square',
  iconClassName = 'size-4',
  ...button
}: IconButtonProps) {
  const [base, plain, dangerous] = LOOKS[look];
  return (
    <BaseIconButton
      label={label}
      tooltip={tooltip || undefined}
      iconClassName={iconClassName}
      className={cn(base, danger ? dangerous : plain)}
      {...button}
    />
  );
}

export interface EditDeleteButtonsProps {
  /** The item, as the labels name it: "sản phẩm Rolex" gives "Sửa sản phẩm Rolex" and "Xóa sản phẩm Rolex". */
  of: string;
  /** Absent: no Sửa button (e.g. without the change right). */
  onEdit?: () => void;
  /** Absent: no Xóa button. */
  onDelete?: () => void;
  look?: IconButtonLook;
  /** The tooltips: the labels (default), the bare verbs Sửa and Xóa, or none. */
  tooltips?: 'label' | 'verb' | 'none';
}

/** An item's pencil (Sửa) and bin (Xóa) buttons, each shown when its handler is given. */
export function EditDeleteButtons({ of, onEdit, onDelete, look, tooltips = 'label' }: EditDeleteButtonsProps) {
  const tooltip = (verb: string) => (tooltips === 'verb' ? verb : tooltips === 'none' ? false : undefined);
  return (
    <>
      {onEdit && <IconButton label={`Sửa ${of}`} tooltip={tooltip('Sửa')} onClick={onEdit} look={look} icon={Pencil} />}
      {onDelete && (
        <IconButton label={`Xóa ${of}`} tooltip={tooltip('Xóa')} onClick={onDelete} look={look} danger icon={Trash2} />
      )}
    </>
  );
}
