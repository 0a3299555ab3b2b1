/**
 * Product pages' address. Their head (title, description, canonical, Open Graph, JSON-LD) is
 * described once in @shop/core/page-head, written by html.ts `headHtml` on the server and put into
 * document.head by the browser after a client-side navigation.
 */

/** `/product/{id}-{slug}` → id; null for any other path (and for `/product/{id}` alone, which the app sends to /products). */
export function productIdOfPath(path: string): number | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const m = /^\/product\/(\d+)-[^/]+\/?$/.exec(decoded);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
