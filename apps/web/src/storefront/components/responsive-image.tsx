/**
 * Images of the storefront, sized for the device.
 *
 *   <ResponsiveImage src={product.images[0]} alt={product.name} width={640} height={640}
 *     sizes="(min-width: 1024px) 25vw, 50vw" className="aspect-square w-full object-cover" />
 *
 * - An upload `/uploads/<name>.webp` gets `srcset` from the `-320/-640/-960/-1280.webp` files the
 *   server stores beside it; other sources (e.g. `/images/banner.jpg`, an http URL) are used as is.
 * - `width`/`height` reserve the box (no layout shift); give the CSS size in `className`.
 * - Lazy below the fold by default; `priority` (the first banner/product image) loads eagerly with
 *   `fetchpriority="high"`.
 * - When the sized files fail it retries the original once, then `fallbackSrc` if given (e.g. the
 *   default banner); when that fails too (or there is no source at all) a placeholder of the same box
 *   shows `placeholder` (default: `alt`), e.g. the product name. An image that failed before the
 *   page was hydrated (a direct, server-rendered visit) is caught as it mounts.
 */
import { responsiveSrcSet } from '@shop/core/responsive-image';
import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

export interface ResponsiveImageProps {
  src: string | null | undefined;
  /** '' for a decorative image. */
  alt: string;
  /** Intrinsic size (sets the aspect ratio before the file arrives). */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is shown (default 100vw). */
  sizes?: string;
  /** Above the fold: eager, high fetch priority. */
  priority?: boolean;
  /** Text shown when the image cannot be shown (default: alt). */
  placeholder?: string;
  /** Shown when `src` cannot be loaded (before the placeholder). */
  fallbackSrc?: string;
  className?: string;
}

export function ResponsiveImage(props: ResponsiveImageProps) {
  // A new source starts over (sized files first).
  return <ImageWithFallback key={props.src ?? ''} {...props} />;
}

type Stage = 'sized' | 'original' | 'fallback' | 'placeholder';

function ImageWithFallback(props: ResponsiveImageProps) {
  const { alt, width, height, sizes = '100vw', priority = false, placeholder, fallbackSrc, className } = props;
  const original = props.src || fallbackSrc;
  const [stage, setStage] = useState<Stage>(props.src ? 'sized' : fallbackSrc ? 'fallback' : 'placeholder');
  const src = stage === 'fallback' ? fallbackSrc : original;
  const srcSet = stage === 'sized' && src ? responsiveSrcSet(src) : undefined;

  const imgRef = useRef<HTMLImageElement>(null);

  function next() {
    setStage((s) => {
      if (s === 'sized' && srcSet) return 'original';
      if ((s === 'sized' || s === 'original') && fallbackSrc && fallbackSrc !== original) return 'fallback';
      return 'placeholder';
    });
  }

  // On a server-rendered page the browser may have tried the image, and failed, before React
  // attached onError: such an image is complete with no pixels. Take the next step now.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) next();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked once per source shown
  }, [stage]);

  if (!src || stage === 'placeholder') {
    const label = placeholder ?? alt;
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-sand p-3 text-center text-stone-600',
          className,
        )}
        data-testid="image-placeholder"
      >
        <ImageOff className="size-6 shrink-0 text-stone-400" aria-hidden="true" />
        {label && (
          <span className="line-clamp-3 text-xs font-medium leading-snug" aria-hidden="true">
            {label}
          </span>
        )}
      </div>
    );
  }

  return (
    <img
      ref={imgRef}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={next}
      className={cn('bg-sand', className)}
    />
  );
}

/**
 * A small square picture beside its item's name (a cart line, a search result, a brand, a gallery
 * thumbnail): decorative, since the name says what it shows; `size` is its width on screen in px.
 */
export function Thumbnail({
  src,
  size,
  className,
}: {
  src: string | null | undefined;
  size: number;
  className: string;
}) {
  return (
    <ResponsiveImage
      src={src}
      alt=""
      placeholder=""
      width={size}
      height={size}
      sizes={`${size}px`}
      className={className}
    />
  );
}
