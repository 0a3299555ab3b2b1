import { ChevronUp, KeyRound, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { SidebarUser } from '../layout/sidebar-user';
import { ChangePasswordDialog } from './change-password-dialog';
import { TwoFactorDialog } from './two-factor-dialog';

type Dialog = 'password' | 'two-factor' | null;

/** The menu's items, each opening its dialog. */
const MENU_ITEMS = [
  { dialog: 'password', Icon: KeyRound, label: 'Đổi mật khẩu' },
  { dialog: 'two-factor', Icon: ShieldCheck, label: 'Đăng nhập hai bước' },
] as const;

/**
 * The user menu at the foot of the sidebar: the signed-in user's name and role open it; it holds
 * what a user does to their own account (Đổi mật khẩu, Đăng nhập hai bước). Arrow keys move between its items, Escape
 * closes it and gives the focus back to its button.
 */
export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (next: Dialog) => {
    setOpen(false);
    setDialog(next);
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className="relative">
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Tài khoản của tôi"
          onKeyDown={onMenuKey}
          onBlur={(event) => {
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false);
          }}
          className="absolute inset-x-0 bottom-full mb-1 rounded-lg bg-ink-soft p-1 shadow-lg ring-1 ring-white/10"
        >
          {MENU_ITEMS.map(({ dialog: item, Icon, label }) => (
            <button
              key={item}
              type="button"
              role="menuitem"
              onClick={() => choose(item)}
              className="flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-stone-200 hover:bg-white/5 hover:text-ivory focus:bg-white/5 focus:outline-none"
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'flex w-full items-center justify-between gap-2 rounded-lg text-left transition-colors hover:bg-white/5',
          open && 'bg-white/5',
        )}
      >
        <span className="sr-only">Tài khoản của tôi: </span>
        <SidebarUser />
        <ChevronUp
          className={cn('mr-3 size-4 shrink-0 text-stone-400 transition-transform', !open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} />}
      {dialog === 'two-factor' && <TwoFactorDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
