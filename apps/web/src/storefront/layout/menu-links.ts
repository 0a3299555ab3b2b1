import { HEADER_CATEGORY_LINKS } from '@shop/core/constants';
import type { Category } from '@shop/core/schemas/category';
import { useQuery } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../../api/categories';

export interface MenuLink {
  to: string;
  label: string;
}

/**
 * The menu: All (/products), then up to 3 categories
 * (/products?category={id}), those shown on the home page first.
 */
function menuLinks(categories: readonly Category[]): MenuLink[] {
  const ordered = [...categories].sort((a, b) => Number(b.showOnHomepage) - Number(a.showOnHomepage));
  return [
    { to: '/products', label: 'Tất Cả' },
    ...ordered.slice(0, HEADER_CATEGORY_LINKS - 1).map((c) => ({ to: `/products?category=${c.id}`, label: c.name })),
  ];
}

export function useMenuLinks(): MenuLink[] {
  const { data } = useQuery(categoriesQueryOptions());
  return menuLinks(data ?? []);
}
