/**
 * Vietnamese alphabetical order for names (brands, sub-brands, categories, products), the same in
 * the database, the API and the browser.
 *
 * Letters are compared first, in the Vietnamese alphabet (a < ă < â < b < c < d < đ < e < ê < … ,
 * with f, j, w, z in their Latin places), without regard to case; only between names whose letters
 * are equal do the tone marks decide, in dictionary order: none < huyền < hỏi < ngã < sắc < nặng
 * (`Anh` < `Ánh` < `Ăn` < `Ân` < `Bảo`). Digits come before letters, other scripts after.
 *
 * The embedded database (PGlite) has no ICU collations, so the order cannot be asked of the
 * database: `nameSortKey` turns a name into a key whose plain byte order (`COLLATE "C"`) is this
 * order, and the key is stored beside the name (`name_sort`) and sorted on.
 */

const ALPHABET = [...'aăâbcdđeêfghijklmnoôơpqrstuưvwxyz'];
/** Letter → the character that stands for it in a key ('A', 'B', … in alphabet order). */
const LETTER_CODE = new Map(ALPHABET.map((letter, i) => [letter, String.fromCharCode(0x41 + i)]));

/** Combining marks that make another letter of the alphabet (ă, â, ê, ô, ơ, ư). */
const LETTER_MARKS = new Set(['\u0306', '\u0302', '\u031b']);
/** Tone marks, by their rank as the second key. */
const TONES = new Map([
  ['\u0300', '1'], // huyền
  ['\u0309', '2'], // hỏi
  ['\u0303', '3'], // ngã
  ['\u0301', '4'], // sắc
  ['\u0323', '5'], // nặng
]);

/** Between the letters and the tones: below every character a key's letters part can hold. */
const SEPARATOR = '\u0001';

/**
 * The sort key of a name: its letters in alphabet order, then one tone digit per letter. Runs of
 * white space count as one space (below every letter: `An B` < `Ana`); punctuation sorts just
 * above a space, digits above punctuation, letters above digits, other characters last.
 */
export function nameSortKey(name: string): string {
  const chars = [...name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()];
  let letters = '';
  let tones = '';
  for (const ch of chars) {
    const parts = [...ch.normalize('NFD')];
    const base = parts[0]!;
    let tone = '0';
    let letter = base;
    for (const mark of parts.slice(1)) {
      const t = TONES.get(mark);
      if (t) tone = t;
      else if (LETTER_MARKS.has(mark)) letter += mark;
    }
    letter = letter.normalize('NFC');
    const code = LETTER_CODE.get(letter) ?? LETTER_CODE.get(base);
    if (code) letters += code;
    else if (base === ' ') letters += ' ';
    else if (base >= '0' && base <= '9') letters += base;
    else if (base < '\u0080') letters += '!';
    else letters += ch.normalize('NFC');
    tones += tone;
  }
  return letters + SEPARATOR + tones;
}

/** Compares two names in Vietnamese alphabetical order (for `Array.prototype.sort`). */
export function compareNames(a: string, b: string): number {
  const ka = nameSortKey(a);
  const kb = nameSortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
