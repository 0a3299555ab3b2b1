import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { IconButton } from './icon-button';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a backdrop click. */
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Action row under the content (buttons). */
  footer?: ReactNode;
  size?: ModalSize;
  /** Focused on open; default: an autoFocus element inside, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the element that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** Icon or mark shown before the title. */
  icon?: ReactNode;
  closeOnEscape?: boolean;
  closeOnBackdrop?: boolean;
  hideCloseButton?: boolean;
  className?: string;
}

const SIZES: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open modals, the top one last: only the top one reacts to keys. */
const openModals: symbol[] = [];

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
}

/** Makes everything outside `keep` inert (unreachable by focus, pointer and screen readers). */
function inertOutside(keep: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const el of document.body.children) {
    if (el !== keep && !el.hasAttribute('inert')) {
      el.setAttribute('inert', '');
      changed.push(el);
    }
  }
  return () => changed.forEach((el) => el.removeAttribute('inert'));
}

/**
 * Accessible modal dialog: role=dialog, aria-modal, named by its title; Escape closes; focus is
 * kept inside while open and given back to where it was on close; the page behind is inert and
 * does not scroll. Stacks: a dialog opened from a dialog sits on top and handles the keys.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  describedBy,
  icon,
  closeOnEscape = true,
  closeOnBackdrop = true,
  hideCloseButton = false,
  className,
}: ModalProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const onKeyDown = useEffectEvent((event: KeyboardEvent, id: symbol) => {
    if (openModals.at(-1) !== id) return;
    const panel = panelRef.current;
    if (!panel) return;
    if (event.key === 'Escape') {
      if (!closeOnEscape) return;
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      const items = focusablesIn(panel);
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  });

  const focusInitial = useEffectEvent(() => {
    const panel = panelRef.current;
    if (!panel || panel.contains(document.activeElement)) return; // an autoFocus field already has it
    (initialFocusRef?.current ?? panel).focus();
  });

  useEffect(() => {
    const id = Symbol('modal');
    const root = rootRef.current!;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals.push(id);
    const restoreInert = inertOutside(root);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    focusInitial();

    const keydown = (event: KeyboardEvent) => onKeyDown(event, id);
    // Focus that lands outside the top dialog (e.g. a click on the page) is brought back.
    const focusin = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (openModals.at(-1) === id && panel && event.target instanceof Node && !panel.contains(event.target)) {
        panel.focus();
      }
    };
    document.addEventListener('keydown', keydown);
    document.addEventListener('focusin', focusin);
    return () => {
      document.removeEventListener('keydown', keydown);
      document.removeEventListener('focusin', focusin);
      openModals.splice(openModals.indexOf(id), 1);
      restoreInert();
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div ref={rootRef} className="fixed inset-0 z-50 flex items-end justify-center p-3 sm:items-center sm:p-6">
      <div
        className="absolute inset-0 bg-ink/60 backdrop-blur-[2px] motion-safe:animate-fade-in"
        aria-hidden="true"
        data-testid="modal-backdrop"
        onClick={closeOnBackdrop ? onClose : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[calc(100dvh-1.5rem)] w-full flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-2xl',
          'outline-none ring-1 ring-black/5 motion-safe:animate-pop-in sm:max-h-[calc(100dvh-3rem)]',
          SIZES[size],
          className,
        )}
      >
        <div className="flex items-start gap-3 border-b border-stone-100 px-5 py-4">
          {icon && <span className="mt-0.5 shrink-0">{icon}</span>}
          <h2 id={titleId} className="min-w-0 flex-1 text-lg font-semibold leading-snug">
            {title}
          </h2>
          {!hideCloseButton && (
            <IconButton
              label="Đóng"
              icon={X}
              onClick={onClose}
              className="-m-1.5 rounded-lg p-1.5 text-stone-500 hover:bg-stone-100 hover:text-ink"
            />
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-stone-100 bg-stone-50/60 px-5 py-3 sm:flex-row sm:justify-end">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
