import type { Config } from '../../config.ts';
import { StartupError } from '../../startup-error.ts';
import { diskStorage } from './disk.ts';
import type { Storage } from './storage.ts';

/**
 * The storage the configuration names: an S3-compatible bucket when `S3_BUCKET` is set, else
 * `UPLOAD_DIR`. The S3 client is loaded only for a bucket (it is most of a second of start-up).
 */
export async function storageFor(config: Pick<Config, 'uploadDir' | 's3'>): Promise<Storage> {
  if (!config.s3) return diskStorage(config.uploadDir);
  const { s3Storage } = await import('./s3.ts');
  return s3Storage(config.s3);
}

/**
 * Opens the configured storage and checks that it answers, so that a wrong bucket, endpoint or key
 * stops start-up with one line instead of failing every upload later.
 */
export async function openStorage(config: Pick<Config, 'uploadDir' | 's3'>): Promise<Storage> {
  const storage = await storageFor(config);
  try {
    await storage.ping();
  } catch (err) {
    await storage.close();
    throw new StartupError(`Image storage (${storage.description}) cannot be used: ${reasonOf(err)}.`);
  }
  return storage;
}

/** Why a storage did not answer, in words an operator can act on (never a key or secret). */
function reasonOf(err: unknown): string {
  const cause = (err as { cause?: unknown }).cause ?? err;
  const status = (cause as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const code = (cause as { code?: string; name?: string }).code ?? (cause as { name?: string }).name;
  if (status === 404) return 'the bucket does not exist (create it, or correct S3_BUCKET)';
  if (status === 403 || status === 401)
    return 'access denied (check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the bucket policy)';
  if (status === 301 || status === 400)
    return `the server refused the request (HTTP ${status}: check AWS_REGION and AWS_ENDPOINT_URL)`;
  if (status) return `the server answered HTTP ${status}`;
  if (code === 'ECONNREFUSED') return 'nothing answers at that address (connection refused: check AWS_ENDPOINT_URL)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name is unknown (check AWS_ENDPOINT_URL)';
  if (code === 'TimeoutError' || code === 'ETIMEDOUT')
    return 'no answer in time (check AWS_ENDPOINT_URL and the network)';
  if (code === 'EACCES' || code === 'EROFS' || code === 'ENOTDIR')
    return `the folder cannot be written (${code}: check UPLOAD_DIR)`;
  return (cause as Error)?.message || String(cause);
}
