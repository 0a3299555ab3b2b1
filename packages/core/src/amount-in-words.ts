/**
 * An amount of đồng in Vietnamese words, as written on an invoice: 1 250 000 →
 * "Một triệu hai trăm năm mươi nghìn đồng". Whole, non-negative amounts up to Number.MAX_SAFE_INTEGER.
 */
const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'];
const GROUP_UNITS = ['', 'nghìn', 'triệu'];

/** Three digits. `full` reads the hundreds even when 0 ("không trăm"), as inside a longer number. */
function readTriple(n: number, full: boolean): string {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const units = n % 10;
  const words: string[] = [];
  const readsHundreds = full || hundreds > 0;
  if (readsHundreds) words.push(DIGITS[hundreds]!, 'trăm');
  if (tens === 0) {
    if (units > 0) {
      // 105 is "một trăm lẻ năm"; a lone 5 is "năm".
      if (readsHundreds) words.push('lẻ');
      words.push(DIGITS[units]!);
    }
  } else {
    words.push(tens === 1 ? 'mười' : `${DIGITS[tens]!} mươi`);
    if (units === 5) words.push('lăm');
    else if (units === 1 && tens > 1) words.push('mốt');
    else if (units > 0) words.push(DIGITS[units]!);
  }
  return words.join(' ');
}

/** Below one billion. `leading` is false when a higher part (tỷ) was read before this one. */
function readBelowBillion(n: number, leading: boolean): string {
  const groups = [Math.floor(n / 1_000_000), Math.floor((n % 1_000_000) / 1000), n % 1000];
  const words: string[] = [];
  groups.forEach((g, i) => {
    if (g === 0) return;
    const first = words.length === 0 && leading;
    const unit = GROUP_UNITS[2 - i]!;
    words.push(readTriple(g, !first) + (unit ? ` ${unit}` : ''));
  });
  return words.join(' ');
}

function readNumber(n: number, leading: boolean): string {
  if (n < 1_000_000_000) return readBelowBillion(n, leading);
  const high = Math.floor(n / 1_000_000_000);
  const low = n % 1_000_000_000;
  const head = `${readNumber(high, leading)} tỷ`;
  return low ? `${head} ${readBelowBillion(low, false)}` : head;
}

/** Vietnamese words of a whole number of đồng, capitalised, ending in "đồng". */
export function amountInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amountInWords: a whole, non-negative amount');
  const words = amount === 0 ? 'không' : readNumber(amount, true);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} đồng`;
}
