import type { FeaturedImage } from '@shop/core/schemas/setting';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { ImageArrows } from '../components/image-arrows';
import { ResponsiveImage } from '../components/responsive-image';

/**
 * Embla's scroll `duration` is a physics setting, not milliseconds: 20 settles a slide in about
 * 500 ms at 60 fps, the slide the storefront's specification asks for.
 */
const SLIDE_DURATION = 20;

/** Featured-images carousel: previous/next arrows and dots (loaded on demand: embla is not in the first chunk). */
export default function FeaturedCarousel({ images }: { images: FeaturedImage[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: images.length > 1, duration: SLIDE_DURATION });
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => {
    if (embla) setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  const arrowClass =
    'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg transition hover:bg-white';

  return (
    <div role="group" aria-roledescription="băng chuyền" aria-label="Hình ảnh nổi bật" className="relative">
      <div ref={viewportRef} className="overflow-hidden rounded-2xl bg-ink">
        <ul className="flex touch-pan-y">
          {images.map((image, i) => (
            <li
              key={`${image.id}-${i}`}
              className="min-w-0 shrink-0 grow-0 basis-full"
              aria-label={`${i + 1} / ${images.length}`}
            >
              <ResponsiveImage
                src={image.path}
                alt={`Ảnh nổi bật ${i + 1}`}
                width={1600}
                height={700}
                sizes="(min-width: 1280px) 1232px, 100vw"
                className="aspect-[16/7] w-full object-cover"
              />
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 && (
        <>
          <ImageArrows
            onPrevious={() => embla?.scrollPrev()}
            onNext={() => embla?.scrollNext()}
            nextLabel="Ảnh tiếp theo"
            className={arrowClass}
          />
          <div className="mt-4 flex justify-center gap-1">
            {images.map((image, i) => (
              <button
                key={`${image.id}-${i}`}
                type="button"
                aria-label={`Chuyển đến ảnh ${i + 1}`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(i)}
                className="flex size-8 items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    'block h-2 rounded-full transition-all',
                    i === selected ? 'w-6 bg-primary-ink' : 'w-2 bg-stone-300',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
