import { PAGE_HYDRATED_EVENT } from '@shop/core/constants';
import { lazy, memo, Suspense, use, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { holdClicksInside } from './held-clicks';

/**
 * Parts of a server-rendered page that its first view does not use (below the fold, hidden, or
 * only used when touched) load their code when they are used: the server renders them as usual,
 * the browser keeps that HTML as it is (React leaves a part that suspends while hydrating as the
 * server sent it) and loads and hydrates the part when it comes near the viewport or the shopper
 * touches it. A click on one of its controls meanwhile is held and replayed (lib/held-clicks.ts);
 * its links work as plain links. Rendered in the browser (a later page, or a page the server did
 * not render), the part loads at once.
 */

/** True while the server's HTML of the first page is being hydrated (main.tsx hydrates it). */
let hydrating = typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null;
if (hydrating) document.addEventListener(PAGE_HYDRATED_EVENT, () => (hydrating = false), { once: true });

/** What the shopper does to a part that makes it load. */
const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

interface Gate {
  open: Promise<void>;
  openNow: () => void;
  hydrated: () => void;
  onHydrated: (release: () => void) => void;
}

function newGate(): Gate {
  let openNow = () => {};
  const open = new Promise<void>((resolve) => (openNow = resolve));
  let done = false;
  const waiting: (() => void)[] = [];
  return {
    open,
    openNow,
    hydrated() {
      done = true;
      for (const release of waiting.splice(0)) release();
    },
    onHydrated(release) {
      if (done) release();
      else waiting.push(release);
    },
  };
}

interface DeferredOptions {
  /** Load when the part comes within this margin of the viewport (an IntersectionObserver
   * rootMargin: `-1px` is "once any of it is scrolled into view", as 0 counts a part just below
   * the fold as in view); without it, only when touched. */
  near?: string;
}

/** Whether a field inside was changed from the server's HTML (typed into before the code came). */
function edited(el: HTMLElement) {
  return [...el.querySelectorAll('input, textarea')].some(
    (field) => (field as HTMLInputElement | HTMLTextAreaElement).value !== (field as HTMLInputElement).defaultValue,
  );
}

/**
 * `deferred(() => import('./x').then((m) => m.X), { near: '400px' })` is a component rendering X
 * inside a `<div className={wrapperClassName}>` whose code loads when it is used (see above).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, { near }: DeferredOptions = {}) {
  const Part = lazy(async () => ({ default: await load() }));

  function Hydrated({ gate }: { gate: Gate | null }) {
    useEffect(() => gate?.hydrated(), [gate]);
    return null;
  }

  function Waiting({ gate, props }: { gate: Gate | null; props: P }) {
    if (gate) use(gate.open);
    return (
      <>
        <Part {...props} />
        <Hydrated gate={gate} />
      </>
    );
  }

  /** Shown only if React gives up the server's HTML (see below): then the part loads at once. */
  function Opening({ gate }: { gate: Gate | null }) {
    useEffect(() => gate?.openNow(), [gate]);
    return null;
  }

  // A part still waiting must not be re-rendered with other props: React would give up its HTML
  // and show the fallback. So the part takes stable props (or none), and an equal render is skipped.
  return memo(function Deferred({ wrapperClassName, ...props }: P & { wrapperClassName?: string }) {
    const ref = useRef<HTMLDivElement>(null);
    const id = useId();
    // Waits only where the server's HTML of the part is there to be kept.
    const [gate] = useState(() =>
      hydrating && document.querySelector(`[data-deferred="${CSS.escape(id)}"]`)?.firstChild ? newGate() : null,
    );
    // Going to another page is an update React must apply to a waiting part too (it cannot tell
    // whether the part reads the location), and a navigation waits for it: so the part loads now,
    // while rendering, since the navigation is not committed (no effect would run) until it has.
    const location = useLocation();
    const [firstLocation] = useState(location);
    if (gate && location !== firstLocation) gate.openNow();

    useEffect(() => {
      const el = ref.current;
      if (!gate || !el) return;
      const held = holdClicksInside(el);
      gate.onHydrated(held.release);
      const open = () => {
        stop();
        gate.openNow();
      };
      // Heard on the document before React, which stops an event aimed at a part it cannot hydrate.
      const touched = (event: Event) => event.target instanceof Node && el.contains(event.target) && open();
      for (const type of TOUCH_EVENTS) document.addEventListener(type, touched, { capture: true, passive: true });
      // Touched before this ran (focused, or typed into, while the page's code was on its way): its
      // events are gone, so the part loads now.
      if (el.contains(document.activeElement) || edited(el)) queueMicrotask(open);
      let observer: IntersectionObserver | null = null;
      if (near !== undefined && typeof IntersectionObserver === 'undefined') queueMicrotask(open);
      else if (near !== undefined) {
        observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
          rootMargin: near,
        });
        observer.observe(el);
      }
      function stop() {
        for (const type of TOUCH_EVENTS) document.removeEventListener(type, touched, { capture: true });
        observer?.disconnect();
      }
      return () => {
        stop();
        held.forget();
      };
    }, [gate]);

    return (
      <div ref={ref} data-deferred={id} className={wrapperClassName}>
        <Suspense fallback={<Opening gate={gate} />}>
          <Waiting gate={gate} props={props as P} />
        </Suspense>
      </div>
    );
  });
}
