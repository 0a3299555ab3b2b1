import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { categoriesQueryOptions } from '../../api/categories';
import { ResponsiveImage } from '../components/responsive-image';
import { HomeSection } from './home-section';

/** Category cards: only categories with showOnHomepage; hidden when there are none. */
export function CategoryCards() {
  const { data = [] } = useQuery(categoriesQueryOptions());
  const categories = data.filter((c) => c.showOnHomepage);
  if (!categories.length) return null;

  return (
    <HomeSection id="home-categories" eyebrow="Danh mục" title="Mua Sắm Theo Danh Mục">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/products?category=${category.id}`}
              data-surface="dark"
              className="group relative isolate flex aspect-[4/3] flex-col justify-end overflow-hidden rounded-2xl bg-ink p-5 text-ivory"
            >
              <ResponsiveImage
                src={category.image}
                alt=""
                placeholder=""
                width={960}
                height={720}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="absolute inset-0 -z-10 h-full w-full object-cover opacity-80 transition-transform duration-500 group-hover:scale-105"
              />
              <span
                className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/30 to-transparent"
                aria-hidden="true"
              />
              <h3 className="text-xl font-semibold">{category.name}</h3>
              {category.description && (
                <p className="mt-1 line-clamp-2 text-sm text-stone-200">{category.description}</p>
              )}
              <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
                Xem ngay
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
