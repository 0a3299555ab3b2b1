import { foldText } from '@shop/core/text';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `0901.234.567`, `+84 901 234 567` → `0901234567`: phone-like input loses spaces, dots and the +84 prefix. */
function phoneLike(text: string): string | null {
  if (!/^[+\d\s.]+$/.test(text)) return null;
  const digits = text.replace(/[\s.]/g, '');
  return digits.replace(/^\+?84(?=\d{9}$)/, '0').replace(/^\+/, '') || null;
}

/**
 * Every word of the query must occur in the stored, folded search text (code, customer, phone, email,
 * product and variant names); a phone-like query is one word, written as stored. With `wholeWords`
 * (the customers' search) each word must be a whole word of it ("an" does not find "Anh"); a
 * phone-like query still matches a part of a number.
 *
 * `byIndex: false` writes the same test so that the trigram index cannot answer it (each word by
 * `strpos`): a list that already knows its search matches many orders reads them in the order of
 * another index (the newest first) and keeps the matching ones.
 */
export function searchCondition(
  search: string | undefined,
  { wholeWords = false, byIndex = true } = {},
): SQL | undefined {
  const folded = foldText(search ?? '');
  const phone = phoneLike(folded);
  // A whole phone number or order code is looked up by its own index: the trigram index would read
  // the long lists of trigrams every phone number shares ("090", "009"…).
  if (phone && /^0\d{9}$/.test(phone)) return eq(orders.phone, phone);
  if (/^dh\d{6}[a-z0-9]{6}$/.test(folded)) return eq(orders.code, folded.toUpperCase());
  const words = phone ? [phone] : folded.split(' ').filter(Boolean).slice(0, 10);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      // The plain test is the one the trigram index answers; the whole-word test re-checks its rows.
      // It is a `strpos`, not a second `like`: PostgreSQL then estimates a common word as common
      // (a `like` on the padded text made every search look rare, and the customers of a common
      // name were found by reading all its orders: 0.4–1 s on a million orders, 10 ms now).
      const inside = byIndex
        ? sql`${orders.searchText} like ${`%${escapeLike(w)}%`}`
        : sql`strpos(${orders.searchText}, ${w}) > 0`;
      if (!wholeWords || phone) return inside;
      return sql`(${inside} and strpos(' ' || ${orders.searchText} || ' ', ${` ${w} `}) > 0)`;
    }),
  );
}

/** The folded text an order is searched by: its code, the customer's name, phone and email, the names of its lines. */
export const searchTextOf = (
  code: string,
  input: { customer: string; phone: string; email: string | null },
  lines: { productName: string; variantName: string }[],
) =>
  foldText(
    [code, input.customer, input.phone, input.email, ...lines.flatMap((l) => [l.productName, l.variantName])]
      .filter(Boolean)
      .join(' '),
  );
