import { Heart } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useFavouritesStore, useIsFavourite } from './favourites-store';

/** Heart toggle of a product (local only, persisted); a pressed button means it is a favourite. */
export function FavouriteButton({ productId, className }: { productId: number; className?: string }) {
  const on = useIsFavourite(productId);
  const toggle = useFavouritesStore((s) => s.toggle);
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => toggle(productId)}
      title={on ? 'Bỏ khỏi danh sách yêu thích' : 'Thêm vào danh sách yêu thích'}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors',
        on
          ? 'border-red-200 bg-red-50 text-red-700'
          : 'border-stone-300 bg-white text-stone-600 hover:border-red-300 hover:text-red-700',
        className,
      )}
    >
      <Heart className={cn('size-5', on && 'fill-current')} aria-hidden="true" />
      <span className="sr-only">Yêu thích</span>
    </button>
  );
}
