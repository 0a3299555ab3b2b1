import { MAX_UPLOAD_BYTES } from '@shop/core/constants';
import { IMAGE_MESSAGES } from '@shop/core/schemas/image';

/** Checks a file before it is sent: an image type, at most 10 MB. Returns the error or null. */
export function checkImageFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.notImage;
  if (file.size > MAX_UPLOAD_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/** Upload errors: "Lỗi upload: {server text}", else "Lỗi upload ảnh!". */
const UPLOAD_FAILED = 'Lỗi upload ảnh!';
export const uploadFailedMessage = (serverText?: string) => (serverText ? `Lỗi upload: ${serverText}` : UPLOAD_FAILED);
