import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { loadSharp } from '../../lib/sharp.ts';
import { keyOfPath, readBuffer, type Storage } from '../../lib/storage/storage.ts';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageVersion } from '@shop/core/page-head';

/** Background colour (the shop's ivory) behind the product photo. */
const BACKGROUND = '#faf7f0';

/**
 * A 1200×630 JPEG share image (the size social networks show): the photo whole and centred on a
 * blurred, darkened copy of itself filling the frame, so square watch photos are neither cropped nor
 * letterboxed with flat bars.
 */
async function renderOgImage(source: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const background = await sharp(source)
    .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, { fit: 'cover' })
    .flatten({ background: BACKGROUND })
    .blur(30)
    .modulate({ brightness: 0.8 })
    .toBuffer();
  const photo = await sharp(source)
    .resize(OG_IMAGE_WIDTH - 96, OG_IMAGE_HEIGHT - 48, { fit: 'inside', withoutEnlargement: false })
    .toBuffer();
  return sharp(background)
    .composite([{ input: photo, gravity: 'centre' }])
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * Share images made on demand from a product's first image and kept on disk (`<dir>/<id>-<version>.jpg`,
 * the version follows the image path, so a new photo gives a new file and the old one is removed).
 * Concurrent requests for the same image wait for one rendering.
 */
export function ogImageCache(storage: Storage, dir: string) {
  const pending = new Map<string, Promise<Buffer | null>>();

  async function sourceOf(imagePath: string): Promise<Buffer | null> {
    const key = keyOfPath(imagePath);
    if (!key) return null;
    // The 1280 px responsive copy is plenty for a 1200 px frame and much cheaper to decode.
    for (const candidate of [key.replace(/\.webp$/, '-1280.webp'), key]) {
      const data = await readBuffer(storage, candidate);
      if (data) return data;
    }
    return null;
  }

  async function build(id: number, imagePath: string, file: string): Promise<Buffer | null> {
    const source = await sourceOf(imagePath);
    if (!source) return null;
    let jpeg: Buffer;
    try {
      jpeg = await renderOgImage(source);
    } catch {
      return null; // not a readable image: answered as missing
    }
    await mkdir(dir, { recursive: true });
    const tmp = join(dir, `.tmp-${randomUUID()}`);
    await writeFile(tmp, jpeg);
    await rename(tmp, file);
    const current = file.slice(dir.length + 1);
    const stale = (await readdir(dir)).filter((f) => f.startsWith(`${id}-`) && f !== current);
    await Promise.all(stale.map((f) => rm(join(dir, f), { force: true })));
    return jpeg;
  }

  return {
    /** The share image of product `id` whose first image is `imagePath`; null when it cannot be made. */
    async get(id: number, imagePath: string): Promise<Buffer | null> {
      const file = join(dir, `${id}-${ogImageVersion(imagePath)}.jpg`);
      if (existsSync(file)) return readFile(file);
      let job = pending.get(file);
      if (!job) {
        job = build(id, imagePath, file).finally(() => pending.delete(file));
        pending.set(file, job);
      }
      return job;
    },
  };
}
