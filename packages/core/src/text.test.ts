import { describe, expect, it } from 'vitest';
import { escapeTyped, foldUsername, nameKey, normalizeUsername, USERNAME_FOLD } from './text.ts';

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

describe('normalizeUsername and escapeTyped', () => {
  it('keeps the NFC form without control or invisible characters, and writes those out when recording what was typed', () => {
    expect(normalizeUsername(' ad\u200Bmin\u200D\uFEFF\u0007 ')).toBe('admin');
    expect(normalizeUsername('Nguye\u0302\u0303n')).toBe('Nguyễn');
    expect(escapeTyped('ad\u200Bmin\u0000\\')).toBe('ad\\u200Bmin\\u0000\\\\');
    expect(escapeTyped('x\u{E0001}')).toBe('x\\u{E0001}');
    expect(escapeTyped('Nguyễn')).toBe('Nguyễn');
  });
});
