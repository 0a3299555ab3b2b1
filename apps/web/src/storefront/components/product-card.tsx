/**
 * Product card of the catalogue, the home page and related products (docs/product/storefront.md#product-card).
 *
 *   <ProductCard product={product} />            product from GET /products?include=variants,brand
 *   <ProductCard product={product} priority />   first card above the fold: eager image
 *
 * Image, badges (Nổi bật, -N% of the selected variant, Hết hàng), brand label, name, variant buttons
 * by size name (the first preselected; tapping the selected one unselects it → hint and the
 * lowest – highest range), the selected variant's price, link to /product/{id}-{slug}.
 */
import { productSlug } from '@shop/core/slug';
import type { Product } from '@shop/core/schemas/product';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { PriceTag } from './price';
import { ResponsiveImage } from './responsive-image';
import { useVariantSelection } from './use-variant-selection';
import { VariantToggles } from './variant-toggles';
import { CARD_IMAGE_SIZES } from '@shop/core/responsive-image';

export interface ProductCardProps {
  product: Product;
  /** Above the fold: load the image eagerly with high priority. */
  priority?: boolean;
  /** `sizes` of the image (default: 2 columns on phones, 3–4 on larger screens). */
  sizes?: string;
  /** Heading level of the product name (default 3). */
  headingLevel?: 2 | 3 | 4;
}

export const productPath = (product: Pick<Product, 'id' | 'name' | 'slug'>) =>
  `/product/${product.slug || productSlug(product.id, product.name)}`;

const DEFAULT_SIZES = CARD_IMAGE_SIZES;

export function ProductCard({ product, priority = false, sizes = DEFAULT_SIZES, headingLevel = 3 }: ProductCardProps) {
  const variants = product.variants ?? [];
  const { selected, selectedId, toggle } = useVariantSelection(variants);
  const href = productPath(product);
  const Heading = `h${headingLevel}` as const;
  const discount = selected && (selected.discount ?? 0) > 0 ? Math.round(selected.discount) : 0;

  return (
    <article className="group flex min-w-0 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md">
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden bg-sand">
          <ResponsiveImage
            src={product.images[0]}
            alt=""
            placeholder={product.name}
            width={640}
            height={640}
            sizes={sizes}
            priority={priority}
            className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </Link>
        <div className="pointer-events-none absolute inset-x-2 top-2 flex items-start justify-between gap-1">
          <p className="flex flex-col items-start gap-1">
            {product.featured && (
              <span className="rounded-full bg-ink px-2 py-0.5 text-[11px] font-semibold text-ivory">Nổi bật</span>
            )}
            {discount > 0 && (
              <span className="rounded-full bg-red-700 px-2 py-0.5 text-[11px] font-semibold text-white">
                -{discount}%
              </span>
            )}
          </p>
          {/* Shown out of stock when the box is off or every tracked variant is sold out. */}
          {!product.available && (
            <p className="rounded-full bg-stone-700 px-2 py-0.5 text-[11px] font-semibold text-white">Hết hàng</p>
          )}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {product.brand?.name && (
          <p className="truncate text-[11px] font-semibold uppercase tracking-[0.14em] text-primary-ink">
            {product.brand.name}
          </p>
        )}
        <Heading className="min-h-[2.5rem] text-sm font-medium leading-5 text-ink">
          {/* Clamped on the link itself: a clamped heading would leave the link's box over the
              hidden lines, on top of the variant buttons below. */}
          <Link to={href} className="line-clamp-2 hover:text-primary-ink focus-visible:underline">
            {product.name}
          </Link>
        </Heading>

        {variants.length > 0 && (
          <VariantToggles
            variants={variants}
            selectedId={selectedId}
            onToggle={toggle}
            aria-label={`Phiên bản của ${product.name}`}
            className="flex flex-wrap gap-1.5"
            buttonClassName={(active) =>
              cn(
                'min-h-8 min-w-11 rounded-md border px-2 text-xs font-medium transition-colors',
                active
                  ? 'border-ink bg-ink text-ivory'
                  : 'border-stone-300 bg-white text-stone-700 hover:border-primary-ink hover:text-ink',
              )
            }
          >
            {(v) => v.size?.name || v.name}
          </VariantToggles>
        )}

        <PriceTag
          className="mt-auto pt-1"
          size="sm"
          showDiscount={false}
          variant={selected}
          range={variants.length > 0 ? product : undefined}
        />
      </div>
    </article>
  );
}
