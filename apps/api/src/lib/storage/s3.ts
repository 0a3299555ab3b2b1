import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isSafeKey, StorageUnavailable, type ObjectInfo, type Storage } from './storage.ts';
import type { S3Settings } from '../../config.ts';

// The SDK prints a warning on stderr, once per process on Node 20, that its releases after January
// 2027 will need Node 22. The shop's version is pinned by package-lock.json and the README says it;
// the warning would only break the one-line start-up errors. This is the SDK's own switch.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** Objects are named after their content and never rewritten, so anyone may cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const isMissing = (err: unknown) => {
  const name = (err as { name?: string })?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404;
};

/** What an S3 failure is to the shop's clients: a storage that cannot be used right now. */
function unavailable(err: unknown): never {
  throw new StorageUnavailable(err);
}

/**
 * Image files in an S3-compatible bucket: every server of a cluster sees the same files. Path-style
 * addressing (`endpoint/bucket/key`) whenever an endpoint is given, which S3-compatible servers
 * expect; checksums only where the protocol requires them, which they all understand.
 */
export function s3Storage(settings: S3Settings): Storage {
  const { bucket, prefix } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const objectKey = (key: string) => prefix + key;
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');

  const info = (
    key: string,
    out: { ContentLength?: number; ETag?: string; LastModified?: Date; ContentType?: string },
  ): ObjectInfo => ({
    size: out.ContentLength ?? 0,
    etag: out.ETag ?? '""',
    lastModified: out.LastModified ?? new Date(0),
    contentType: out.ContentType || contentTypeOf(key),
  });

  return {
    description: `S3 bucket ${bucket}${prefix ? ` (prefix ${prefix})` : ''} at ${settings.endpoint ?? `Amazon S3 ${settings.region}`}`,
    async put(key, data, contentType) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
      await client
        .send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body: data,
            ContentType: contentType,
            ContentLength: data.length,
            CacheControl: IMMUTABLE,
          }),
        )
        .catch(unavailable);
    },
    async stat(key) {
      if (!isSafeKey(key)) return null;
      try {
        return info(key, await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) })));
      } catch (err) {
        if (isMissing(err)) return null;
        return unavailable(err);
      }
    },
    async read(key, range) {
      if (!isSafeKey(key)) return null;
      let out;
      try {
        out = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
      } catch (err) {
        if (isMissing(err)) return null;
        return unavailable(err);
      }
      const body = out.Body as Readable;
      // A ranged answer's Content-Range (`bytes 0-99/12345`) holds the whole object's size.
      const total = /\/(\d+)$/.exec(out.ContentRange ?? '')?.[1];
      const whole = info(key, out);
      if (range && total) {
        const [, start, end] = /^bytes (\d+)-(\d+)\//.exec(out.ContentRange!) ?? [];
        return { ...whole, size: Number(total), body, range: { start: Number(start), end: Number(end) } };
      }
      return { ...whole, body };
    },
    async copy(from, to) {
      if (!isSafeKey(from) || !isSafeKey(to))
        throw new Error(`unsafe storage key ${JSON.stringify(isSafeKey(from) ? to : from)}`);
      await client
        .send(new CopyObjectCommand({ Bucket: bucket, Key: objectKey(to), CopySource: `${bucket}/${objectKey(from)}` }))
        .catch(unavailable);
    },
    async remove(keys) {
      const unique = [...new Set(keys.filter(isSafeKey))];
      // At most 1000 keys a request (the protocol's limit).
      for (let i = 0; i < unique.length; i += 1000) {
        const out = await client
          .send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: unique.slice(i, i + 1000).map((key) => ({ Key: objectKey(key) })), Quiet: true },
            }),
          )
          .catch(unavailable);
        const failed = (out.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length)
          unavailable(new Error(`S3 refused to delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`));
      }
    },
    async *list() {
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix || undefined })) {
          for (const o of page.Contents ?? []) {
            // Folder markers (`photos/`) made by some consoles are not objects of the shop.
            if (!o.Key || o.Key.endsWith('/')) continue;
            yield { key: o.Key.slice(prefix.length), size: o.Size ?? 0, etag: o.ETag ?? '""' };
          }
        }
      } catch (err) {
        unavailable(err);
      }
    },
    publicUrl: (key) => (publicBase ? `${publicBase}/${objectKey(key)}` : null),
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: bucket })).catch(unavailable);
    },
    close() {
      client.destroy();
      return Promise.resolve();
    },
  };
}
