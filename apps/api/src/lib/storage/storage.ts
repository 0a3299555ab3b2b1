import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { HttpError } from '../errors.ts';

/** What is known of a stored object without reading it. */
export interface ObjectInfo {
  /** Bytes of the whole object. */
  size: number;
  /** A quoted strong validator (`"…"`), the same on every server that reads the same object. */
  etag: string;
  lastModified: Date;
  contentType: string;
}

interface ListedObject {
  key: string;
  size: number;
  /** As in {@link ObjectInfo}; in a bucket, an object written in one piece has the MD5 of its bytes. */
  etag: string;
}

/** An object opened for reading: its body is the whole object, or only `range` when one was asked. */
interface OpenedObject extends ObjectInfo {
  body: Readable;
  /** The bytes the body holds (inclusive), when a range was asked. */
  range?: ByteRange;
}

/** Inclusive byte positions, as in an HTTP `Range` header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where image files live: a folder on this machine (`disk.ts`) or an S3-compatible bucket (`s3.ts`),
 * chosen by configuration in `open-storage.ts`. Keys are names like `3f2c….webp` or `a/b.webp`
 * (segments of letters, digits, `.`, `_` and `-`, never starting with a dot); a key that is not one is
 * refused with an error when writing, and reads as missing.
 */
export interface Storage {
  /** One line for logs and messages: where the files are (never a secret). */
  readonly description: string;
  /** Stores `data` under `key` (replacing any object of that key); readers never see half an object. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Size, validator, date and type of an object; null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Opens an object for reading (a byte range of it when given); null when there is none. */
  read(key: string, range?: ByteRange): Promise<OpenedObject | null>;
  /** Copies an object to another key, inside the storage (nothing goes through this process). */
  copy(from: string, to: string): Promise<void>;
  /** Removes the objects of these keys; keys without an object are ignored. */
  remove(keys: string[]): Promise<void>;
  /** Every object's key, size and validator (for backups and copies), in no particular order. */
  list(): AsyncIterable<ListedObject>;
  /** Where browsers may fetch the object directly instead of through the shop, or null. */
  publicUrl(key: string): string | null;
  /** Resolves when the storage answers; throws a {@link StorageUnavailable} otherwise. */
  ping(): Promise<void>;
  /** Releases connections (the app calls it when it closes). */
  close(): Promise<void>;
}

/** The storage could not be reached or refused to work: a server problem, answered 503 to clients. */
export class StorageUnavailable extends HttpError {
  constructor(cause?: unknown) {
    super(
      503,
      'STORAGE_UNAVAILABLE',
      'Kho ảnh tạm thời không truy cập được, vui lòng thử lại sau ít phút',
      undefined,
      5,
    );
    this.cause = cause;
  }
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** A single file name of the uploads: no folders, no leading dot, no `..`. */
export function isSafeName(name: string): boolean {
  return SAFE_SEGMENT.test(name) && !name.includes('..');
}

/** A key: one or more safe names joined by `/` (nested keys exist only in copies made by hand). */
export function isSafeKey(key: string): boolean {
  return key.length <= 1024 && key.split('/').every(isSafeName);
}

/** The shop's public path of a stored file: `/uploads/<key>`. */
export const uploadPath = (key: string) => `/uploads/${key}`;

/** The key of a `/uploads/<key>` path, or null when the path is not one. */
export function keyOfPath(path: string): string | null {
  if (!path.startsWith('/uploads/')) return null;
  const key = path.slice('/uploads/'.length);
  return isSafeKey(key) ? key : null;
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The content type of a key by its extension (what a folder on disk has to go by). */
export function contentTypeOf(key: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || 'application/octet-stream';
}

/** The whole object as bytes, or null when there is none. */
export async function readBuffer(storage: Storage, key: string): Promise<Buffer | null> {
  const opened = await storage.read(key);
  return opened ? buffer(opened.body) : null;
}
