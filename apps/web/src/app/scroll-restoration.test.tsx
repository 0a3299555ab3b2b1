import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate, type InitialEntry } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_POSITIONS_KEY, ScrollRestoration } from './scroll-restoration';

/** A page showing where the router is, with the navigations under test. */
function Page() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const go = (label: string, action: () => unknown) => (
    <button type="button" onClick={() => void action()}>
      {label}
    </button>
  );
  return (
    <>
      <h1>{`${pathname}${search}${hash}`}</h1>
      <p id="details">Thông số</p>
      {go('push', () => navigate('/product/1'))}
      {go('replace query', () => navigate({ search: '?page=2' }, { replace: true }))}
      {go('replace path', () => navigate('/products', { replace: true }))}
      {go('back', () => navigate(-1))}
      <Link to="/product/3#details">link to details</Link>
    </>
  );
}

function renderAt(entries: InitialEntry[] = ['/products']) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <ScrollRestoration>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </ScrollRestoration>
    </MemoryRouter>,
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

/** The user scrolls the window to `y`. */
function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  scrollTo = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  sessionStorage.clear();
});

describe('ScrollRestoration', () => {
  it('takes over from the browser: history.scrollRestoration is manual while mounted', () => {
    const view = renderAt();
    expect(window.history.scrollRestoration).toBe('manual');
    view.unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });

  it('starts a new page (push) at the top, and back returns to where the previous page was', () => {
    renderAt();
    scrollWindow(800);
    scrollTo.mockClear();

    click('push');
    expect(heading()).toBe('/product/1');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollWindow(300);
    click('back');
    expect(heading()).toBe('/products');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 800);
  });

  it('keeps the position on a replace that only changes the query (catalogue filters, tabs)', () => {
    renderAt();
    scrollWindow(500);
    scrollTo.mockClear();

    click('replace query');
    expect(heading()).toBe('/products?page=2');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the position on a replace to another path too (a canonical URL, leaving a category)', () => {
    renderAt(['/cart']);
    scrollWindow(500);
    scrollTo.mockClear();

    click('replace path');
    expect(heading()).toBe('/products');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the #hash target of a new page', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderAt();
      scrollTo.mockClear();
      fireEvent.click(screen.getByRole('link', { name: 'link to details' }));
      expect(heading()).toBe('/product/3#details');
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('details'));
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('keeps the positions in sessionStorage when the page is left, and restores them after a reload', () => {
    const first = renderAt([{ pathname: '/products', key: 'entry-1' }]);
    scrollWindow(1200);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}')).toEqual({ 'entry-1': 1200 });
    first.unmount();

    // The reloaded document: same history entry, same key.
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockClear();
    renderAt([{ pathname: '/products', key: 'entry-1' }]);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });

  it('starts at the top when a page without a saved position is opened', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, 'not json');
    renderAt([{ pathname: '/products', key: 'entry-2' }]);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
