import type { Dependency } from '../../lib/catalogue-versions.ts';

/**
 * What the answer of a public GET of the API depends on, for the page cache: a product by its own
 * version, the catalogue's lists (and the brands, sub-brands, categories and sizes, which carry
 * product counts) by the list version, the settings by theirs; the whole catalogue's version is
 * always implied. Null for anything else: a page made from it is not kept.
 */
function dependencyOf(url: string): Dependency | null {
  const path = url.split('?', 1)[0]!;
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== 'api') return null;
  const [, resource, sub, ...rest] = parts;
  if (rest.length) return null;
  if (resource === 'settings' && sub === undefined) return 'settings';
  if (resource === 'products') {
    if (sub === undefined || sub === 'featured') return 'list';
    const id = Number(sub);
    return Number.isSafeInteger(id) && id > 0 && String(id) === sub ? `product:${id}` : null;
  }
  if (resource === 'brands' || resource === 'sub-brands' || resource === 'categories' || resource === 'sizes')
    return 'list';
  return null;
}

/** The dependencies of a page made from the answers of `urls`; null when one is not versioned. */
export function dependenciesOf(urls: string[]): Dependency[] | null {
  const deps = new Set<Dependency>();
  for (const url of urls) {
    const dep = dependencyOf(url);
    if (dep === null) return null;
    deps.add(dep);
  }
  return [...deps].sort();
}
