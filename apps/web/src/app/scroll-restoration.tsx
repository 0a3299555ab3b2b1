import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';

/** The data router's <ScrollRestoration> key: positions saved before this release still apply. */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return saved !== null && typeof saved === 'object' ? (saved as Positions) : {};
  } catch {
    return {};
  }
}

function scrollToHash(hash: string) {
  if (!hash) return false;
  try {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    return target !== null;
  } catch {
    return false; // not a decodable id
  }
}

/** The scroll state of one <ScrollRestoration>: the position of each history entry (by `location.key`). */
function createScrollMemory() {
  const positions = readPositions();
  let shown: Location | null = null;

  return {
    /** The shown page's position (kept up to date on scroll, so a navigation cannot change it first). */
    save() {
      if (shown) positions[shown.key] = window.scrollY;
    },
    persist() {
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: positions are kept for this document only.
      }
    },
    /** Scrolls for the location just rendered, as the data router's <ScrollRestoration> does. */
    show(location: Location, action: NavigationType) {
      shown = location;
      if (action === NavigationType.Pop) {
        // Back/forward or a reload: the position the entry had, else as a new page.
        const y = positions[location.key];
        if (typeof y === 'number') {
          window.scrollTo(0, y);
          return;
        }
      }
      // A replace rewrites the page being read (catalogue filters, tabs, a canonical URL): it keeps
      // the position; whoever wants the top scrolls there (the catalogue's pagination does).
      if (action === NavigationType.Replace) return;
      if (scrollToHash(location.hash)) return;
      window.scrollTo(0, 0);
    },
  };
}

/**
 * Declarative-mode stand-in for react-router's data-router <ScrollRestoration>: a new page (push)
 * starts at the top, or at its #hash target; a replace keeps the position; back/forward returns to
 * where the page was (positions per history entry, kept in sessionStorage across reloads). Render it
 * inside the Suspense boundary of the lazy areas, so that it scrolls once the page it restores is there.
 */
export function ScrollRestoration({ children }: { children: ReactNode }) {
  const location = useLocation();
  const action = useNavigationType();
  const [memory] = useState(createScrollMemory);

  useEffect(() => {
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    const save = () => memory.save();
    // As <ScrollRestoration>: the browser restores the position when the document itself is
    // reloaded or left (here, sessionStorage does), and after a return from the back/forward cache.
    const leave = () => {
      memory.save();
      memory.persist();
      window.history.scrollRestoration = 'auto';
    };
    manual();
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', manual);
      memory.persist();
      window.history.scrollRestoration = 'auto';
    };
  }, [memory]);

  useLayoutEffect(() => memory.show(location, action), [memory, location, action]);

  return children;
}
