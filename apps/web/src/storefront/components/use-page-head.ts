import { PAGE_HEAD_ATTRIBUTE, PUBLIC_URL_ELEMENT_ID, type HeadTag } from '@shop/core/page-head';
import { useEffect } from 'react';

/**
 * The head tags that belong to one page: the description, canonical, Open Graph, product and
 * Twitter tags and the JSON-LD. The server writes a product page's (apps/api pages/html.ts
 * `headHtml`); after a client-side navigation they are replaced, never added to.
 */
const PAGE_TAGS = [
  'meta[name="description"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'meta[property^="product:"]',
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
].join(',');

/**
 * The shop's public address as the server gives it to the page (its configured PUBLIC_URL, never
 * the address a request claims); the page's own origin where no server wrote it (the Vite dev
 * server). Read in an effect only: the server renders without a document.
 */
function publicOrigin(): string {
  const text = document.getElementById(PUBLIC_URL_ELEMENT_ID)?.textContent;
  try {
    const url = text ? (JSON.parse(text) as unknown) : null;
    if (typeof url === 'string' && /^https?:\/\//i.test(url)) return url.replace(/\/+$/, '');
  } catch {
    // A damaged element: the page's origin.
  }
  return window.location.origin;
}

function element(tag: Exclude<HeadTag, { tag: 'title' }>): HTMLElement {
  if (tag.tag === 'meta') {
    const meta = document.createElement('meta');
    meta.setAttribute(tag.attr, tag.key);
    meta.content = tag.content;
    return meta;
  }
  if (tag.tag === 'link') {
    const link = document.createElement('link');
    link.rel = tag.rel;
    link.href = tag.href;
    return link;
  }
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = JSON.stringify(tag.data);
  return script;
}

/**
 * Puts the page's head (`head(origin)`, e.g. @shop/core/page-head `productHead`) into document.head
 * while the page is shown: the title, and its own tags in place of those there. On leaving, the
 * title before it and the shop's default description come back. `key` names the head (it changes
 * when the head does). The origin is read in the effect, never while rendering.
 */
export function usePageHead(key: string | null, head: (origin: string) => HeadTag[]): void {
  useEffect(() => {
    if (key === null) return;
    const tags = head(publicOrigin());
    const previousTitle = document.title;
    const title = tags.find((t) => t.tag === 'title');
    if (title?.tag === 'title') document.title = title.text;
    const removed = [...document.head.querySelectorAll<HTMLElement>(PAGE_TAGS)];
    const defaultDescription = removed.find(
      (e) => e.matches('meta[name="description"]') && !e.hasAttribute(PAGE_HEAD_ATTRIBUTE),
    );
    for (const e of removed) e.remove();
    const added = tags.flatMap((t) => (t.tag === 'title' ? [] : [element(t)]));
    for (const e of added) {
      e.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
      document.head.append(e);
    }
    return () => {
      for (const e of added) e.remove();
      if (defaultDescription) document.head.append(defaultDescription);
      document.title = previousTitle;
    };
    // The head is named by `key`: `head` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
