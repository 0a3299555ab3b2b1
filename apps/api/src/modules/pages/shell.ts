import { escapeHtml } from './html.ts';

/**
 * The app's index.html (the Vite build's, with its script, style sheet and preloads) as the frame
 * of every page: split once, where the server loads it, at the markers apps/web/index.html carries
 * (the default title, the default meta, the end of <head>, the empty #root). A page is then put
 * together from the parts; no HTML is searched per request.
 */

const MARKERS = [
  '<!--page-title-->',
  '<!--/page-title-->',
  '<!--page-meta-->',
  '<!--/page-meta-->',
  '</head>',
  '<div id="root"></div>',
] as const;

/** A page's own parts; what is left out stays as the app's index.html has it. */
interface PageParts {
  /** The page's title (text), in place of the default one. */
  title?: string | null;
  /** The page's meta (HTML: description, canonical, Open Graph, JSON-LD), in place of the default description. */
  meta?: string;
  /** More of <head> (HTML), at its end: resource hints, the theme colour, robots. */
  head?: string;
  /** The #root element with the page's content (HTML), in place of the empty one. */
  root?: string;
  /** HTML right after #root (the page's queries). */
  afterRoot?: string;
}

export interface Shell {
  page(parts: PageParts): string;
}

/** The shell of `indexHtml`, or null when it lacks a marker (a build of another app): pages are then sent as it is. */
export function parseShell(indexHtml: string): Shell | null {
  const at: number[] = [];
  let from = 0;
  for (const marker of MARKERS) {
    const i = indexHtml.indexOf(marker, from);
    if (i < 0) return null;
    at.push(i);
    from = i + marker.length;
  }
  const end = (k: number) => at[k]! + MARKERS[k]!.length;
  const beforeTitle = indexHtml.slice(0, at[0]);
  const defaultTitle = indexHtml.slice(end(0), at[1]);
  const betweenTitleAndMeta = indexHtml.slice(end(1), at[2]);
  const defaultMeta = indexHtml.slice(end(2), at[3]);
  const restOfHead = indexHtml.slice(end(3), at[4]);
  const bodyStart = indexHtml.slice(at[4], at[5]);
  const emptyRoot = MARKERS[5];
  const bodyEnd = indexHtml.slice(end(5));

  return {
    page: ({ title, meta, head, root, afterRoot }) =>
      beforeTitle +
      (title ? `<title>${escapeHtml(title)}</title>` : defaultTitle) +
      betweenTitleAndMeta +
      (meta ?? defaultMeta) +
      restOfHead +
      (head ? `  ${head}\n  ` : '') +
      bodyStart +
      (root ?? emptyRoot) +
      (afterRoot ?? '') +
      bodyEnd,
  };
}
