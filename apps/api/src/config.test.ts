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

describe('S3_BUCKET, S3_PREFIX, S3_PUBLIC_URL and the AWS_* variables', () => {
  it('are off unless S3_BUCKET is set, and passed to the client from the variables otherwise', () => {
    expect(loadConfig({ ...base, AWS_REGION: 'eu-west-1' }).s3).toBeUndefined();
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'shop',
        S3_PREFIX: 'a/b/',
        S3_PUBLIC_URL: 'https://img.example.com/',
        AWS_ENDPOINT_URL: 'http://127.0.0.1:9000',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'shop',
      prefix: 'a/b/',
      publicUrl: 'https://img.example.com',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'shop', AWS_REGION: 'eu-central-1' }).s3).toMatchObject({
      region: 'eu-central-1',
      credentials: undefined,
      prefix: '',
    });
  });

  it('refuse bad values, naming the variable', () => {
    expect(() => loadConfig({ ...base, S3_PUBLIC_URL: 'https://img.example.com' })).toThrow(
      /S3_PUBLIC_URL needs S3_BUCKET/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'shop', AWS_ACCESS_KEY_ID: 'id' })).toThrow(
      /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'a b' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'shop', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'shop', AWS_ENDPOINT_URL: 'minio:9000' })).toThrow(
      /AWS_ENDPOINT_URL/,
    );
  });
});
