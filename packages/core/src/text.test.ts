import { describe, expect, it } from 'vitest';
import { foldUsername, nameKey, USERNAME_FOLD } from './text.ts';

describe('foldUsername', () => {
  it('lower-cases ASCII letters only', () => {
    expect(foldUsername('Admin.Le_Van-1')).toBe('admin.le_van-1');
    // Non-ASCII letters are kept as typed: PostgreSQL and JavaScript disagree on them.
    expect(foldUsername('admİn')).toBe('admİn');
    expect(foldUsername('\u212Aey')).toBe('\u212Aey');
    expect(foldUsername('ĐỨC')).toBe('ĐỨc');
  });

  it('agrees with the letter table used on the database side', () => {
    expect(foldUsername(USERNAME_FOLD.from)).toBe(USERNAME_FOLD.to);
  });
});

describe('nameKey', () => {
  it('treats names differing only in case, marks or spacing as one, and keeps words apart', () => {
    expect(nameKey('Rolex')).toBe(nameKey(' rolex '));
    expect(nameKey('RÔLEX')).toBe(nameKey('Rolex'));
    expect(nameKey('Đồng  hồ   Nam')).toBe(nameKey('dong ho nam'));
    expect(nameKey('Tag Heuer')).not.toBe(nameKey('TagHeuer'));
  });
});
