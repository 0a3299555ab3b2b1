import { describe, expect, it } from 'vitest';
import { idFromSlug, productSlug, slugify } from './slug.ts';
import { foldText, productSearchText } from './text.ts';

describe('slugify', () => {
  it('transliterates Vietnamese before the slug rule', () => {
    expect(slugify('Đồng Hồ Nam')).toBe('dong-ho-nam');
    expect(slugify('  Đồng hồ Nữ Omega Constellation Ngọc Trai ')).toBe('dong-ho-nu-omega-constellation-ngoc-trai');
  });
  it('strips non-word characters, collapses and trims hyphens', () => {
    expect(slugify('Rolex -- Submariner (Date) 41mm!!')).toBe('rolex-submariner-date-41mm');
    expect(slugify('--Tissot PRX--')).toBe('tissot-prx');
    expect(slugify('a_b')).toBe('a-b');
  });
  it('builds {id}-{slug} and reads the id back from the leading digits', () => {
    expect(productSlug(12, 'Đồng hồ Seiko 5 Sports')).toBe('12-dong-ho-seiko-5-sports');
    expect(idFromSlug('12-dong-ho-seiko')).toBe(12);
    expect(idFromSlug('12')).toBe(12);
    expect(idFromSlug('dong-ho-12')).toBeNull();
    expect(idFromSlug('0-x')).toBeNull();
  });
});

describe('foldText', () => {
  it('ignores case and diacritics, đ ≡ d', () => {
    expect(foldText('ĐỒNG HỒ Nữ')).toBe('dong ho nu');
    expect(foldText('đ')).toBe(foldText('d'));
    expect(foldText('  Thụy   Sĩ ')).toBe('thuy si');
  });
  it('joins the product search parts', () => {
    expect(productSearchText(['Đồng hồ Nam', 'Rolex', null, 'Đồng hồ Thể Thao'])).toBe(
      'dong ho nam rolex dong ho the thao',
    );
  });
});
