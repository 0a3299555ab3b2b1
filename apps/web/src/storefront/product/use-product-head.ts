import { productHead, PUBLIC_URL_ELEMENT_ID, type HeadTag } from '@shop/core/product-head';
import type { Product } from '@shop/core/schemas/product';
import { useEffect } from 'react';

/**
 * The head tags of a product page that belong to one page: the description, canonical, Open Graph,
 * product and Twitter tags and the JSON-LD. The server writes them on a direct visit; after a
 * client-side navigation they are replaced, never added to.
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
 * The shop's public address as the server gives it to the page (its configured PUBLIC_URL); the
 * page's own origin only where no server wrote it (the Vite dev server).
 */
export function publicOrigin(): string {
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
 * Puts the product's head (the same tags the server writes, @shop/core/product-head) into
 * document.head while the page is shown, in place of the ones there; returns the title, which the
 * page sets. On leaving, the page's tags go and the shop's default description comes back.
 */
export function useProductHead(product: Product | undefined, storeName: string, currencyCode: string): string | null {
  const tags = product
    ? productHead(product, { 'store.name': storeName, 'currency.code': currencyCode }, publicOrigin())
    : null;
  const key = tags ? JSON.stringify(tags) : null;

  useEffect(() => {
    if (!key) return;
    const wanted = JSON.parse(key) as HeadTag[];
    const removed = [...document.head.querySelectorAll<HTMLElement>(PAGE_TAGS)];
    const defaultDescription = removed.find(
      (e) => e.matches('meta[name="description"]') && !e.hasAttribute('data-page'),
    );
    for (const e of removed) e.remove();
    const added = wanted.flatMap((t) => (t.tag === 'title' ? [] : [element(t)]));
    for (const e of added) {
      e.setAttribute('data-page', '');
      document.head.append(e);
    }
    return () => {
      for (const e of added) e.remove();
      if (defaultDescription) document.head.append(defaultDescription);
    };
  }, [key]);

  const title = tags?.find((t) => t.tag === 'title');
  return title?.tag === 'title' ? title.text : null;
}
