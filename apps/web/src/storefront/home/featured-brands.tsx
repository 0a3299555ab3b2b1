import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { brandsQueryOptions } from '../../api/brands';
import { Thumbnail } from '../components/responsive-image';
import { HomeSection } from './home-section';

/** Featured brands (brands shown on the home page), each to /products?brands={id}; hidden when none. */
export function FeaturedBrands() {
  const { data: brands = [] } = useQuery(brandsQueryOptions('homepage'));
  if (!brands.length) return null;

  return (
    <HomeSection id="home-brands" eyebrow="Thương hiệu" title="Thương Hiệu Nổi Bật">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link
              to={`/products?brands=${brand.id}`}
              className="group flex h-full items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md sm:p-4"
            >
              <Thumbnail src={brand.logo} size={64} className="size-12 shrink-0 rounded-lg object-contain sm:size-14" />
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink group-hover:text-primary-ink">{brand.name}</span>
                {brand.country && <span className="block truncate text-xs text-stone-500">{brand.country}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
