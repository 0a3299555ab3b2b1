import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [0, 'Không đồng'],
    [5, 'Năm đồng'],
    [10, 'Mười đồng'],
    [15, 'Mười lăm đồng'],
    [21, 'Hai mươi mốt đồng'],
    [25, 'Hai mươi lăm đồng'],
    [105, 'Một trăm lẻ năm đồng'],
    [110, 'Một trăm mười đồng'],
    [1_005, 'Một nghìn không trăm lẻ năm đồng'],
    [30_000, 'Ba mươi nghìn đồng'],
    [1_000_000, 'Một triệu đồng'],
    [1_250_000, 'Một triệu hai trăm năm mươi nghìn đồng'],
    [2_010_000, 'Hai triệu không trăm mười nghìn đồng'],
    [1_000_050, 'Một triệu không trăm năm mươi đồng'],
    [12_099_999, 'Mười hai triệu không trăm chín mươi chín nghìn chín trăm chín mươi chín đồng'],
    [1_000_000_000, 'Một tỷ đồng'],
    [1_500_000_005, 'Một tỷ năm trăm triệu không trăm lẻ năm đồng'],
    [2_000_000_000_000, 'Hai nghìn tỷ đồng'],
  ])('%i → %s', (n, words) => {
    expect(amountInWords(n)).toBe(words);
  });
  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
