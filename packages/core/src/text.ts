/**
 * Folds Vietnamese text for search: lower case, marks removed, đ → d, spaces collapsed.
 * The same function folds the stored search text and the query (docs/product/storefront.md#search).
 */
export function foldText(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The stored search text of a product: its name, brand, sub-brand and category, folded. */
export function productSearchText(parts: (string | null | undefined)[]): string {
  return foldText(parts.filter(Boolean).join(' '));
}

/**
 * A username as it is stored and looked up: Unicode NFC, with control characters and invisible
 * format characters (zero-width spaces and joiners, bidi marks, soft hyphens, byte-order marks)
 * removed, and surrounding spaces trimmed. Applied when a user is created or renamed and when
 * someone signs in, so `admin` followed by a zero-width space reaches (and is throttled as) `admin`.
 */
export function normalizeUsername(username: string): string {
  return username
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
}

/**
 * A name as typed, for the record: printable characters as they are, and each control or invisible
 * character (and the backslash) written as an escape (`\u200B`), so nothing hides in an audit entry.
 */
export function escapeTyped(text: string): string {
  return text.replace(/[\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (c) =>
    c === '\\' ? '\\\\' : unicodeEscape(c.codePointAt(0)!),
  );
}

function unicodeEscape(code: number): string {
  const hex = code.toString(16).toUpperCase();
  return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}

/**
 * The form in which usernames are compared: ASCII letters lower-cased, everything else kept as typed.
 * The sign-in lookup, the uniqueness check and the sign-in throttle all use it, so one spelling can
 * never reach an account under a budget of its own. Only ASCII is folded because usernames are ASCII
 * (see `createUserBody`) and PostgreSQL's `lower()` follows the database's locale (it turns `İ` into
 * `i`, where JavaScript gives `i̇`): the database side uses `translate()` over the same 26 letters.
 */
export function foldUsername(username: string): string {
  return username.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** The letters `foldUsername` changes, and what it changes them to (for SQL's `translate`). */
export const USERNAME_FOLD = { from: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', to: 'abcdefghijklmnopqrstuvwxyz' } as const;

/**
 * The form in which brand, category, size and sub-brand names are compared for uniqueness: case,
 * marks (đ as d) and spacing ignored (`Rolex`, ` rolex `, `RÔLEX` are one name; `Tag Heuer` and
 * `TagHeuer` are two). The server stores it beside the name (`name_key`) under a unique index.
 */
export function nameKey(name: string): string {
  return foldText(name);
}

/** The answer (409, at the name field) when another row already has the name, compared by `nameKey`. */
export const NAME_TAKEN = 'Tên đã tồn tại';
