/**
 * The contract between the web build's render bundle (apps/web/src/entry-server.tsx) and the server
 * that runs it (apps/api/src/modules/pages/storefront-render.ts): what a storefront URL renders to.
 */
export type StorefrontRender =
  /**
   * The page: `root` is the `<div id="root">` element with its content (it takes the place of the
   * empty one in the app's index.html); `head` goes at the end of <head> (the resource hints React
   * found, the theme colour); `state` is TanStack Query's dehydrated cache the page was rendered
   * from (the server writes it as JSON next to #root, the browser hydrates its query client from
   * it); `title` (text) replaces the document's title when the page sets one.
   */
  | { kind: 'page'; root: string; head: string; state: unknown; title: string | null }
  /** Where the app would navigate instead (a path of the shop): the server answers with a redirect. */
  | { kind: 'redirect'; to: string };

/** What the render bundle exports. */
export interface StorefrontRenderBundle {
  /** How the app's API requests are answered during a render (set once, by the server). */
  setServerFetch(fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>): void;
  /**
   * The page at `url` (path and query), rendered once after its data is loaded; null when it cannot
   * be rendered as the browser would show it.
   */
  renderStorefront(url: string, signal?: AbortSignal): Promise<StorefrontRender | null>;
  /**
   * The lazy chunks the page at `url` runs, as keys of Vite's build manifest; the server preloads
   * their files (from the manifest) for a page the browser renders.
   */
  pageModules(url: string): string[];
}
