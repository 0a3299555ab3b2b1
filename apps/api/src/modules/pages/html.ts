import { PAGE_HEAD_ATTRIBUTE, type HeadTag } from '@shop/core/page-head';

/** Text for HTML text and attribute values: the five characters with a meaning in HTML are escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text for XML (sitemap): the same five characters, as XML entities. */
export function escapeXml(value: string): string {
  const map: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
  return value.replace(/[&<>"']/g, (c) => map[c]!);
}

/**
 * JSON for a `<script>` data block (the JSON-LD, the page's queries): `<`, `>` and `&` become \u
 * escapes so no value can close the script element (`</script>`) or open a comment; U+2028/2029
 * are escaped too. The result is still the same JSON for a parser. The only such escaper of the
 * repository: the server writes every data block.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A `<script type="…">` data block holding `value` as JSON; `attrs`: further attributes (HTML). */
export function jsonScript(type: 'application/json' | 'application/ld+json', value: unknown, attrs = ''): string {
  return `<script type="${type}"${attrs ? ` ${attrs}` : ''}>${jsonForScript(value)}</script>`;
}

/**
 * Head tags described as data (@shop/core/page-head) as HTML, every value escaped; marked as the
 * page's own, so that the browser replaces them on a client-side navigation.
 */
export function headHtml(tags: HeadTag[]): string {
  const mark = PAGE_HEAD_ATTRIBUTE;
  return tags
    .map((t) => {
      switch (t.tag) {
        case 'title':
          return `<title>${escapeHtml(t.text)}</title>`;
        case 'meta':
          return `<meta ${t.attr}="${escapeHtml(t.key)}" content="${escapeHtml(t.content)}" ${mark}>`;
        case 'link':
          return `<link rel="${t.rel}" href="${escapeHtml(t.href)}" ${mark}>`;
        case 'json-ld':
          return jsonScript('application/ld+json', t.data, mark);
      }
    })
    .join('\n    ');
}
