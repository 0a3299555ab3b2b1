import { randomUUID } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import { MAX_UPLOAD_PIXELS, RESPONSIVE_IMAGE_WIDTHS } from '@shop/core/constants';
import { loadSharp } from './sharp.ts';
import { isSafeKey, keyOfPath, uploadPath, type Storage } from './storage/storage.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export class ImageRejected extends Error {
  constructor(readonly reason: 'not-image' | 'too-many-pixels') {
    super(reason);
  }
}

export interface StoredImage {
  path: string;
  size: number;
  width: number;
  height: number;
  mime: string;
}

/** `/uploads/abc.webp` → `/uploads/abc-640.webp` (or `abc.webp` → `abc-640.webp`): the responsive sizes stored beside every image. */
const responsivePath = (path: string, width: number) => path.replace(/\.webp$/, `-${width}.webp`);

/**
 * Where staff-only images live (the photos of a piece): keys under this folder, which `/uploads`
 * never serves (it serves single names only); their `path` is the storage key itself.
 */
export const PRIVATE_IMAGE_FOLDER = 'private';

/**
 * Decides by content whether the bytes are an image (JPEG, PNG, WebP, GIF, AVIF; never SVG), refuses
 * decompression bombs, re-encodes without metadata to WebP under a generated name and stores the
 * responsive widths beside it. Returns the stored main file: a public `/uploads/…` path, or with
 * `folder` (a staff-only image, e.g. `private/pieces`) the key `<folder>/<name>`.
 */
export async function storeImage(storage: Storage, input: Buffer, folder?: string): Promise<StoredImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('not-image');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new ImageRejected('not-image');
  if (meta.format === 'heif' && meta.compression !== 'av1') throw new ImageRejected('not-image');
  const width = meta.width ?? 0;
  const height = (meta.pageHeight ?? meta.height) || 0;
  if (!width || !height) throw new ImageRejected('not-image');
  if (width * height > MAX_UPLOAD_PIXELS) throw new ImageRejected('too-many-pixels');

  const base = () => sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error', pages: 1 }).rotate();
  let main: { data: Buffer; info: OutputInfo };
  try {
    // rotate() applies EXIF orientation; metadata is not kept (sharp drops it unless asked).
    main = await base().webp({ quality: 85 }).toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejected('not-image');
  }
  const sizes = await Promise.all(
    RESPONSIVE_IMAGE_WIDTHS.map((w) =>
      base().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    ),
  );
  const name = `${folder ? `${folder}/` : ''}${randomUUID()}.webp`;
  const files: [key: string, data: Buffer][] = [
    [name, main.data],
    ...RESPONSIVE_IMAGE_WIDTHS.map((w, i) => [responsivePath(name, w), sizes[i]!] as [string, Buffer]),
  ];
  try {
    await Promise.all(files.map(([key, data]) => storage.put(key, data, 'image/webp')));
  } catch (err) {
    // All or nothing: what was stored of a failed image is taken away again.
    await storage.remove(files.map(([key]) => key)).catch(() => {});
    throw err;
  }
  return {
    path: folder ? name : uploadPath(name),
    size: main.data.length,
    width: main.info.width,
    height: main.info.height,
    mime: 'image/webp',
  };
}

/** The keys of an image (a `/uploads/…` path or a staff-only image's key) and of its responsive sizes. */
function imageKeys(path: string): string[] {
  const key = keyOfPath(path) ?? (path.startsWith(`${PRIVATE_IMAGE_FOLDER}/`) && isSafeKey(path) ? path : null);
  return key ? [key, ...RESPONSIVE_IMAGE_WIDTHS.map((w) => responsivePath(key, w))] : [];
}

/** Removes images (`/uploads/…` paths or staff-only keys) and their responsive sizes. */
export async function removeImageFiles(storage: Storage, ...paths: string[]): Promise<void> {
  await storage.remove(paths.flatMap(imageKeys));
}
