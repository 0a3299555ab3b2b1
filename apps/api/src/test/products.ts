import type { Product, ProductBody } from '@shop/core/schemas/product';

/** The product as the admin form sends it back, without its code (a test adds one where it matters). */
export const productBody = (p: Product): ProductBody => ({
  name: p.name,
  description: p.description,
  brandId: p.brandId,
  subBrandId: p.subBrandId,
  categoryId: p.categoryId,
  sizeId: p.sizeId,
  gender: p.gender,
  images: p.images,
  inStock: p.inStock,
  featured: p.featured,
});
