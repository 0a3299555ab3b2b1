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

/** Parts of a hydrated page whose code loads later (lib/deferred.tsx): each keeps its held click. */
const parts = new Map<Element, (control: HTMLElement) => void>();

function waitingPartOf(control: Element) {
  for (const [part, hold] of parts) if (part.contains(control)) return hold;
  return null;
}

/**
 * Listens before React does (call it before `hydrateRoot`): React stops a click on a part it
 * cannot hydrate yet, so the click has to be held before React sees it.
 */
export function holdClicksUntilHydrated(root: HTMLElement): void {
  let last: HTMLElement | null = null;
  let hydrated = false;
  root.addEventListener(
    'click',
    (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      if (!(control instanceof HTMLElement)) return;
      const hold = hydrated ? waitingPartOf(control) : (c: HTMLElement) => (last = c);
      if (!hold) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(control);
    },
    true,
  );
  const release = () => {
    if (hydrated) return;
    hydrated = true;
    clearTimeout(timer);
    document.removeEventListener(PAGE_HYDRATED_EVENT, release);
    last?.click();
  };
  document.addEventListener(PAGE_HYDRATED_EVENT, release);
  const timer = setTimeout(release, HOLD_MS);
}

/**
 * Once the page is hydrated, holds the last click on a control inside `part` (a part whose code
 * loads later) until `release`, which replays it, or `forget` (the part is gone). A held click is
 * replayed after 15 s at most.
 */
export function holdClicksInside(part: Element): { release: () => void; forget: () => void } {
  let last: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  parts.set(part, (control) => {
    last = control;
    timer ??= setTimeout(release, HOLD_MS);
  });
  function forget() {
    parts.delete(part);
    clearTimeout(timer);
  }
  function release() {
    if (!parts.has(part)) return;
    forget();
    last?.click();
  }
  return { release, forget };
}
