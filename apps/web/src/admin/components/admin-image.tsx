import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

const WIDTHS = [320, 640, 960, 1280] as const;
const UPLOAD_WEBP = /^\/uploads\/[A-Za-z0-9._-]+\.webp$/;

/** The responsive sizes the server stores beside every upload (`/uploads/a.webp` → `/uploads/a-320.webp 320w, …`). */
function uploadSrcSet(path: string): string | undefined {
  if (!UPLOAD_WEBP.test(path) || /-\d+\.webp$/.test(path)) return undefined;
  return WIDTHS.map((w) => `${path.replace(/\.webp$/, `-${w}.webp`)} ${w}w`).join(', ');
}

export interface AdminImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute for library images (default: small thumbnails). */
  sizes?: string;
  className?: string;
  /** Called when the image cannot be loaded. */
  onError?: () => void;
}

/** A lazily loaded image (responsive for library uploads) with a neutral placeholder when missing or broken. */
export function AdminImage({
  src,
  alt,
  sizes = '(min-width: 640px) 240px, 45vw',
  className,
  onError,
}: AdminImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span
        role="img"
        aria-label={alt || 'Không có ảnh'}
        className={cn('flex items-center justify-center bg-stone-100 text-stone-400', className)}
      >
        <ImageOff className="size-6" aria-hidden="true" />
      </span>
    );
  }
  const srcSet = uploadSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => {
        setFailed(src);
        onError?.();
      }}
      className={cn('bg-stone-100 object-cover', className)}
    />
  );
}
