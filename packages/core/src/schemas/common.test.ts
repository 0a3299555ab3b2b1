import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  id,
  idList,
  INVALID_TEXT_MESSAGE,
  jsonBool,
  jsonInt,
  limitQuery,
  noNulText,
  queryBool,
  queryInt,
  skipQuery,
  statusFlow,
} from './common.ts';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('strict primitives', () => {
  it('jsonInt takes a JSON number that is a whole number in range, nothing else', () => {
    const n = jsonInt('Sai', { min: 1, max: 99 });
    expect(n.parse(1)).toBe(1);
    expect(n.parse(99)).toBe(99);
    for (const bad of [true, false, null, '1', '1e0', [1], {}, 1.5, 0, 100, Number.NaN, Infinity]) {
      expect(messageOf(n.safeParse(bad)), JSON.stringify(bad)).toBe('Sai');
    }
  });

  it('jsonInt says the required message when the field is missing', () => {
    expect(messageOf(jsonInt('Sai', {}, 'Bắt buộc').safeParse(undefined))).toBe('Bắt buộc');
  });

  it('jsonBool takes true and false only, with a Vietnamese message', () => {
    expect(jsonBool().parse(false)).toBe(false);
    for (const bad of ['true', 1, 0, [true], null, 'maybe']) {
      expect(messageOf(jsonBool().safeParse(bad)), JSON.stringify(bad)).toBe('Giá trị phải là true hoặc false');
    }
  });

  it('queryInt takes canonical decimal digits only, as a number', () => {
    const q = queryInt('Sai', { min: 0, max: 1000 });
    expect(q.parse('0')).toBe(0);
    expect(q.parse('1000')).toBe(1000);
    for (const bad of [
      '1e0',
      '01',
      '00',
      '1.0',
      ' 1',
      '1 ',
      '+1',
      '-1',
      '0x1',
      '',
      'abc',
      '1001',
      '9'.repeat(400),
      1,
      true,
      ['1'],
    ]) {
      expect(messageOf(q.safeParse(bad)), JSON.stringify(bad)).toBe('Sai');
    }
  });

  it('path and query ids are positive int4 digits', () => {
    expect(id.parse('1')).toBe(1);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '01', '2147483648', '1e3', ' 7', 7])
      expect(messageOf(id.safeParse(bad)), String(bad)).toBe('Id không hợp lệ');
  });

  it('limit and skip default when absent and refuse non-canonical values', () => {
    expect(limitQuery(12).parse(undefined)).toBe(12);
    expect(skipQuery.parse(undefined)).toBe(0);
    expect(limitQuery(12).parse('30')).toBe(30);
    expect(messageOf(limitQuery(12).safeParse('0'))).toBe('Số mục mỗi trang không hợp lệ');
    expect(messageOf(limitQuery(12).safeParse('1e1'))).toBe('Số mục mỗi trang không hợp lệ');
    expect(messageOf(skipQuery.safeParse('01'))).toBe('Vị trí bắt đầu không hợp lệ');
  });

  it('id lists and query booleans are strict too', () => {
    expect(idList.parse('1, 2,3')).toEqual([1, 2, 3]);
    for (const bad of ['1,01', '1e0', '1.0', '0', 'a']) expect(idList.safeParse(bad).success, bad).toBe(false);
    expect(queryBool.parse('1')).toBe(true);
    expect(queryBool.parse('false')).toBe(false);
    for (const bad of ['maybe', 'TRUE', 'yes', '']) expect(queryBool.safeParse(bad).success, bad).toBe(false);
  });
});

describe('shared checks', () => {
  it('noNulText refuses a string field holding a NUL character', () => {
    const field = z.string().check(noNulText);
    expect(field.parse('a b')).toBe('a b');
    expect(messageOf(field.safeParse('a\u0000b'))).toBe(INVALID_TEXT_MESSAGE);
  });

  it('statusFlow allows only the moves it lists', () => {
    const flow = statusFlow<'a' | 'b' | 'c'>({ a: ['b', 'c'], b: ['c'], c: [] });
    expect(flow.next('a')).toEqual(['b', 'c']);
    expect(flow.canMove('a', 'b')).toBe(true);
    expect(flow.canMove('b', 'a')).toBe(false);
    expect(flow.canMove('c', 'c')).toBe(false);
  });
});
