/**
 * Answers the server sent with the page's HTML (apps/api/src/modules/pages/storefront-preload.ts):
 * the public GETs a storefront page makes first, keyed by their URL. Each is taken once, by the
 * first request for that URL; later requests go to the network as usual.
 */
import { PAGE_DATA_ELEMENT_ID } from '@shop/core/constants';

let answers: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      for (const [url, data] of Object.entries(JSON.parse(text) as Record<string, unknown>)) answers.set(url, data);
    } catch {
      // A damaged element only means fetching as usual.
    }
  }
  return answers;
}

/** The answer sent with the page for `url`, removed once taken; undefined when there is none. */
export function takePageData(url: string): { data: unknown } | undefined {
  const map = load();
  if (!map.has(url)) return undefined;
  const data = map.get(url);
  map.delete(url);
  return { data };
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetPageData(): void {
  answers = undefined;
}
