import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { catalogueSearch, categoryFromPath, parseCatalogue, type CatalogueState } from './catalogue-state';

/**
 * The catalogue state held in the URL (`/products?…` or `/categories/{id}?…`). Links such as
 * `/products?page=1&sort=featured` are normalised (defaults dropped) with `replace`; every change is
 * written back with `replace` (no history entry). A category path without a leading id goes to /products.
 */
export function useCatalogueUrl() {
  const { category: segment } = useParams();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const pathCategory = categoryFromPath(segment);
  const onCategoryPath = segment !== undefined && pathCategory !== null;
  // A change shows at once (a ticked box never flickers back while the URL catches up); the next
  // location (a new key) takes over from it.
  const [pending, setPending] = useState<{ key: string; state: CatalogueState } | null>(null);

  const urlState = useMemo(() => parseCatalogue(new URLSearchParams(search), pathCategory), [search, pathCategory]);
  const state = pending?.key === key ? pending.state : urlState;
  const canonicalPath = segment !== undefined && pathCategory === null ? '/products' : pathname;
  const canonicalSearch = catalogueSearch(urlState, { categoryInPath: onCategoryPath });

  useEffect(() => {
    if (search !== canonicalSearch || pathname !== canonicalPath) {
      void navigate({ pathname: canonicalPath, search: canonicalSearch }, { replace: true });
    }
  }, [search, canonicalSearch, pathname, canonicalPath, navigate]);

  /** Writes a new state; `scrollToTop` for page changes. Leaving the path's category goes to /products. */
  function update(next: CatalogueState, { scrollToTop = false } = {}) {
    const stay = onCategoryPath && next.category === pathCategory;
    setPending({ key, state: next });
    // A replace keeps the scroll position (app/scroll-restoration.tsx): a new page starts at the top.
    void navigate(
      { pathname: stay ? pathname : '/products', search: catalogueSearch(next, { categoryInPath: stay }) },
      { replace: true },
    );
    if (scrollToTop) window.scrollTo(0, 0);
  }

  return { state, update };
}
