import { describe, expect, it } from 'vitest';
import { throttleAddress } from './address.ts';

describe('throttleAddress', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64 network', () => {
    expect(throttleAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});
