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
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` become \u escapes so no
 * value can close the script element (`</script>`) or open a comment; U+2028/2029 are escaped too.
 * The result is still the same JSON for a parser.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Collapses white space and cuts the text at `max` characters (the descriptions of
 * product pages are cut at 160). A cut text ends at a word boundary when one is near, with "…",
 * and the ellipsis counts toward the limit.
 */
export function cutText(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space >= max * 0.6 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`;
}
