import { PAGE_HYDRATED_EVENT } from '@shop/core/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicksInside, holdClicksUntilHydrated } from './held-clicks';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function page() {
  document.body.innerHTML =
    '<div id="root"><button id="order">Đặt Hàng Ngay</button><a id="link" href="#x">Xem</a></div>';
  const root = document.getElementById('root')!;
  const clicks: string[] = [];
  // Stands for React's handler, attached once the page is hydrated.
  root.addEventListener('click', (e) => clicks.push((e.target as Element).id));
  return { root, clicks };
}

/** The page hydrated, with a part (a 40mm button) whose code loads later: its clicks are held. */
function hydratedWithPart() {
  const { root, clicks } = page();
  root.insertAdjacentHTML('beforeend', '<div id="part"><button id="variant">40mm</button></div>');
  holdClicksUntilHydrated(root);
  document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  return { clicks, part: holdClicksInside(document.getElementById('part')!) };
}

describe('clicks on a server-rendered page before it is hydrated', () => {
  it('holds the last click on a control and replays it once the page is hydrated', () => {
    const { root, clicks } = page();
    holdClicksUntilHydrated(root);
    document.getElementById('order')!.click();
    document.getElementById('order')!.click();
    expect(clicks).toEqual([]);
    document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
    expect(clicks).toEqual(['order']);
    // From then on clicks go through at once.
    document.getElementById('order')!.click();
    expect(clicks).toEqual(['order', 'order']);
  });

  it('lets links through (they work as plain links), and gives up holding after 15 s', () => {
    vi.useFakeTimers();
    const { root, clicks } = page();
    holdClicksUntilHydrated(root);
    document.getElementById('link')!.click();
    expect(clicks).toEqual(['link']);
    document.getElementById('order')!.click();
    vi.advanceTimersByTime(15_000);
    expect(clicks).toEqual(['link', 'order']);
  });

  it('after the page, holds a click inside a part whose code loads later until that part is hydrated', () => {
    const { clicks, part } = hydratedWithPart();
    document.getElementById('variant')!.click();
    document.getElementById('order')!.click();
    // Outside the part the click goes through; inside it waits.
    expect(clicks).toEqual(['order']);
    part.release();
    expect(clicks).toEqual(['order', 'variant']);
    document.getElementById('variant')!.click();
    expect(clicks).toEqual(['order', 'variant', 'variant']);
  });

  it('forgets a part that is gone without replaying its click', () => {
    const { clicks, part } = hydratedWithPart();
    document.getElementById('variant')!.click();
    part.forget();
    part.release();
    expect(clicks).toEqual([]);
  });
});
