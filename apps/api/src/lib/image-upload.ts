import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MESSAGES } from '@shop/core/schemas/image';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from './errors.ts';
import { ImageRejected, storeImage, type StoredImage } from './images.ts';
import type { Storage } from './storage/storage.ts';

const isTooLarge = (err: unknown) => (err as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The client's file name, kept only as `original_name`: path parts (`../`, `C:\…\`) and control
 * characters removed, trimmed, at most 255 characters. The stored file always gets a generated name.
 */
export function cleanOriginalName(raw: string | undefined): string {
  const last = (raw ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  const printable = [...last].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
  const clean = [...printable.trim().replace(/^\.+/, '').trim()].slice(0, 255).join('');
  return clean || 'image';
}

/**
 * The one image of a multipart upload (field "image", at most the multipart limit of 10 MB), checked
 * by content and stored (`folder`: a staff-only image, see storeImage). Bad input is a 400 or 413 with
 * the image library's Vietnamese messages; nothing is stored then.
 */
export async function receiveImage(
  request: FastifyRequest,
  storage: Storage,
  folder?: string,
): Promise<StoredImage & { originalName: string }> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (err) {
    if (isTooLarge(err)) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
    // Not multipart, or malformed multipart data: there is no file to take.
    throw badRequest(IMAGE_MESSAGES.noFile);
  }
  if (!part || part.fieldname !== 'image') {
    part?.file.resume();
    throw badRequest(IMAGE_MESSAGES.noFile);
  }

  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if (isTooLarge(err) || part.file.truncated) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
    throw badRequest(IMAGE_MESSAGES.noFile);
  }
  if (part.file.truncated) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
  if (!data.length) throw badRequest(IMAGE_MESSAGES.notImage);

  try {
    return { ...(await storeImage(storage, data, folder)), originalName: cleanOriginalName(part.filename) };
  } catch (err) {
    if (err instanceof ImageRejected)
      throw badRequest(err.reason === 'too-many-pixels' ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.notImage);
    throw err;
  }
}
