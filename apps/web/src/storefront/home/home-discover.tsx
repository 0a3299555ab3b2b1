import { useShopSettings } from '../settings/use-shop-settings';
import { CategoryCards } from './category-cards';
import { FeaturedBrands } from './featured-brands';
import { FeaturedImages } from './featured-images';
import { FeaturedProducts } from './featured-products';
import { ServiceHighlights } from './service-highlights';
import { Testimonials } from './testimonials';

/** The home page's discover sections, below the banner (a chunk of its own: home-page.tsx). */
export function HomeDiscover() {
  const settings = useShopSettings();
  return (
    <>
      <FeaturedBrands />
      <ServiceHighlights />
      <CategoryCards />
      <FeaturedProducts />
      <FeaturedImages settings={settings} />
      <Testimonials />
    </>
  );
}
