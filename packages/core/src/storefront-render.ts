/**
 * The contract between the web build's render bundle (apps/web/src/entry-server.tsx) and the server
 * that runs it (apps/api/src/modules/pages/storefront-render.ts): what a storefront URL renders to.
 */
export type StorefrontRender =
  /**
   * The page: `html` goes inside #root, `head` at the end of <head>, `body` right after #root;
   * `title` (text) replaces the document's title when the page sets one.
   */
  | { kind: 'page'; html: string; head: string; body: string; title: string | null }
  /** Where the app would navigate instead (a path of the shop): the server answers with a redirect. */
  | { kind: 'redirect'; to: string };

/** What the render bundle exports. */
export interface StorefrontRenderBundle {
  /** How the app's API requests are answered during a render (set once, by the server). */
  setServerFetch(fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>): void;
  /** The page at `url` (path and query); null when it cannot be rendered as the browser would show it. */
  renderStorefront(url: string, signal?: AbortSignal): Promise<StorefrontRender | null>;
}
