import { describe, expect, it } from 'vitest';
import { compareNames, nameSortKey } from './name-sort.ts';

const sorted = (names: string[]) => [...names].sort(compareNames);
const byKey = (names: string[]) =>
  [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : nameSortKey(a) > nameSortKey(b) ? 1 : 0));

describe('Vietnamese name order', () => {
  it('puts the letters in the Vietnamese alphabet: a < ă < â < b < c < d < đ < e < ê', () => {
    const alphabet = ['a', 'ă', 'â', 'b', 'c', 'd', 'đ', 'e', 'ê', 'g', 'h', 'i', 'k', 'l', 'm', 'n', 'o', 'ô', 'ơ'];
    const more = ['p', 'q', 'r', 's', 't', 'u', 'ư', 'v', 'x', 'y'];
    const all = [...alphabet, ...more];
    expect(sorted([...all].reverse())).toEqual(all);
    expect(byKey([...all].reverse())).toEqual(all);
  });

  it('compares letters first and tone marks second', () => {
    const names = ['Anh', 'Ánh', 'Ăn', 'Ân', 'Bảo'];
    expect(sorted(['Bảo', 'Ân', 'Ăn', 'Ánh', 'Anh'])).toEqual(names);
    expect(byKey(['Ân', 'Bảo', 'Ánh', 'Ăn', 'Anh'])).toEqual(names);
    // Tones in dictionary order: none, huyền, hỏi, ngã, sắc, nặng.
    expect(sorted(['mạ', 'má', 'mã', 'mả', 'mà', 'ma'])).toEqual(['ma', 'mà', 'mả', 'mã', 'má', 'mạ']);
  });

  it('ignores case, and a shorter word comes before a longer one', () => {
    expect(nameSortKey('ĐỒNG HỒ')).toBe(nameSortKey('đồng hồ'));
    expect(sorted(['rolex', 'Casio', 'ROLEX Sub', 'audemars'])).toEqual(['audemars', 'Casio', 'rolex', 'ROLEX Sub']);
    expect(sorted(['Ana', 'An', 'An B'])).toEqual(['An', 'An B', 'Ana']);
  });

  it('reads composed and decomposed spellings alike, and puts đ after every d', () => {
    expect(nameSortKey('Ánh')).toBe(nameSortKey('A\u0301nh'));
    expect(sorted(['Đà Nẵng', 'Dzung', 'Dung'])).toEqual(['Dung', 'Dzung', 'Đà Nẵng']);
  });

  it('puts digits before letters and keeps other scripts after them', () => {
    expect(sorted(['Zenith', '5 Series', 'Ωmega', 'Tissot'])).toEqual(['5 Series', 'Tissot', 'Zenith', 'Ωmega']);
  });

  it('never holds NUL, so PostgreSQL can store any key', () => {
    expect(nameSortKey('a\u0000b')).not.toContain('\u0000');
  });
});
