import { PAGE_HYDRATED_EVENT } from '@shop/core/constants';

/**
 * A server-rendered page shows its buttons before their code has loaded, and React drops a click
 * on a part it cannot hydrate yet. So until the page says it is hydrated (`PAGE_HYDRATED_EVENT`,
 * from StorefrontLayout), the last click on a control is held, then replayed on the same element,
 * which hydration keeps. Links are left alone: before hydration they work as plain links.
 */
const CONTROLS = 'button, input, select, textarea, label, summary';
/** Longest a click is held (a page whose code failed to load must not keep its clicks forever). */
const HOLD_MS = 15_000;

export function holdClicksUntilHydrated(root: HTMLElement): void {
  let last: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!(control instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    last = control;
  };
  const release = () => {
    clearTimeout(timer);
    document.removeEventListener(PAGE_HYDRATED_EVENT, release);
    root.removeEventListener('click', hold, true);
    last?.click();
  };
  root.addEventListener('click', hold, true);
  document.addEventListener(PAGE_HYDRATED_EVENT, release);
  const timer = setTimeout(release, HOLD_MS);
}
