import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver, { type S3rverStore } from 's3rver';
// Loaded first for its settings of the SDK (no Node version warning on stderr).
import '../lib/storage/s3.ts';

/** s3rver's built-in account. */
const KEY = 'S3RVER';

export interface TestS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** The variables that point the shop at `bucket` on this server. */
  env(bucket: string): Record<string, string>;
  /** A client of its own, to look at the bucket without the shop's code. */
  client: S3Client;
  createBucket(name: string): Promise<void>;
  /** Every key in a bucket, sorted. */
  keys(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temporary
 * folder that `close()` removes. One per test file is plenty: each app gets a bucket of its own.
 */
export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  // s3rver 3.7 answers a PUT before the object's bytes are on disk, so a read right after it can see
  // an empty object on a busy machine. S3 reads its own writes; the test server is made to as well.
  server.store.putObject = async function (this: S3rverStore, object) {
    const content = Buffer.isBuffer(object.content) ? object.content : await buffer(object.content);
    const file = this.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    const md5 = createHash('md5').update(content).digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    endpoint,
    client,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: KEY,
      AWS_SECRET_ACCESS_KEY: KEY,
    }),
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    async keys(bucket) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
