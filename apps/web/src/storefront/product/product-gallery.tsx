import { useState } from 'react';
import { cn } from '../../lib/cn';
import { ImageArrows } from '../components/image-arrows';
import { ResponsiveImage, Thumbnail } from '../components/responsive-image';
import { GALLERY_IMAGE_SIZES } from '@shop/core/responsive-image';

const arrowClass =
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-ink shadow ring-1 ring-black/5 hover:bg-white';

/**
 * Image gallery of the detail page: the selected image (eager, it is the page's main image), and
 * thumbnails with previous/next when there is more than one. A broken or missing image shows the
 * placeholder with the product name. Key it by product so a new product starts at its first image.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const many = count > 1;
  const go = (i: number) => setIndex((i + count) % count);

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-2xl bg-sand ring-1 ring-stone-200">
        <ResponsiveImage
          src={images[index]}
          alt={many ? `${name} – ảnh ${index + 1}/${count}` : name}
          placeholder={name}
          width={960}
          height={960}
          sizes={GALLERY_IMAGE_SIZES}
          priority
          className="aspect-square w-full object-cover"
        />
        {many && (
          <ImageArrows
            onPrevious={() => go(index - 1)}
            onNext={() => go(index + 1)}
            nextLabel="Ảnh sau"
            className={arrowClass}
          />
        )}
      </div>
      {many && (
        <ul aria-label="Ảnh sản phẩm" className="grid grid-cols-5 gap-2">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                aria-label={`Xem ảnh ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  'block w-full overflow-hidden rounded-lg ring-2 transition',
                  i === index ? 'ring-primary-ink' : 'ring-transparent opacity-75 hover:opacity-100',
                )}
              >
                <Thumbnail src={src} size={120} className="aspect-square w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
