/**
 * The responsive WebP sizes of an upload (`/uploads/x.webp` → `/uploads/x-320.webp 320w, …`) and
 * the `sizes` the storefront shows its main images at. Shared so that the image the server preloads
 * with a page is the very one the browser then picks.
 */
import { RESPONSIVE_IMAGE_WIDTHS } from './constants.ts';

const UPLOAD_WEBP = /^\/uploads\/[^/?#]+\.webp$/;
const SIZED_WEBP = new RegExp(`-(${RESPONSIVE_IMAGE_WIDTHS.join('|')})\\.webp$`);

/** `srcset` of an upload; undefined for other sources (used as they are). */
export function responsiveSrcSet(src: string): string | undefined {
  if (!UPLOAD_WEBP.test(src) || SIZED_WEBP.test(src)) return undefined;
  return RESPONSIVE_IMAGE_WIDTHS.map((w) => `${src.replace(/\.webp$/, `-${w}.webp`)} ${w}w`).join(', ');
}

/** `sizes` of a catalogue product card's image and of the product page's main image. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw';
export const GALLERY_IMAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';
