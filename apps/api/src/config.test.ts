import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/shop-config-test', JWT_SECRET: 'x'.repeat(32) };
const trustProxy = (value?: string) =>
  loadConfig({ ...base, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes true, a hop count, or a list of addresses, CIDRs and named ranges', () => {
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('3')).toBe(3);
    expect(trustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trustProxy(' 10.0.0.0/8, ::1 ,fd00::/8,loopback')).toEqual(['10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', '300.1.1.1', '-1'])
      expect(() => trustProxy(bad)).toThrow(ConfigError);
    expect(() => trustProxy('maybe')).toThrow(/TRUST_PROXY must be true, false, a hop count/);
  });
});
