// The few parts of s3rver (an S3-compatible server for tests, without types of its own) the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }
  /** An object as the server's store receives it. */
  interface StoredObject {
    bucket: string;
    key: string;
    content: Buffer | NodeJS.ReadableStream;
    metadata: Record<string, string>;
  }
  /** The folder store behind the server (its objects and their metadata files). */
  export interface S3rverStore {
    getResourcePath(bucket: string, key: string, resource: 'object'): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
    putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    store: S3rverStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
