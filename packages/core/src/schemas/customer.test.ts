import { describe, expect, it } from 'vitest';
import { customerListQuery, customerParams } from './customer.ts';

describe('customer requests', () => {
  it('find a customer by a phone written in any Vietnamese form', () => {
    expect(customerParams.parse({ phone: '0901.234.567' })).toEqual({ phone: '0901234567' });
    expect(customerParams.parse({ phone: '+84 901 234 567' })).toEqual({ phone: '0901234567' });
    expect(customerParams.safeParse({ phone: '12' }).success).toBe(false);
  });

  it('page the list 20 at a time and refuse a search holding a NUL character', () => {
    expect(customerListQuery.parse({})).toEqual({ limit: 20, skip: 0 });
    expect(customerListQuery.safeParse({ search: 'a\u0000b' }).success).toBe(false);
  });
});
