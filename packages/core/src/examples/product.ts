import type { Product } from '../schemas/product.ts';

// A product as the API answers it (GET /api/products/:id with its variants, category and brand),
// shared by the API's and the storefront's tests: an Omega diver in two variants, one discounted.

export const PRODUCT_EXAMPLE: Product = {
  id: 7,
  slug: '7-dong-ho-omega-seamaster',
  name: 'Đồng hồ Omega Seamaster',
  description: 'Đồng hồ lặn chuyên nghiệp với bộ máy Co-Axial.',
  images: ['/uploads/11111111-1111-4111-8111-111111111111.webp', '/uploads/22222222-2222-4222-8222-222222222222.webp'],
  brandId: 2,
  subBrandId: null,
  categoryId: 3,
  sizeId: 1,
  gender: 'male',
  inStock: true,
  available: true,
  featured: false,
  warrantyMonths: null,
  lowestPrice: 142_000_000,
  highestPrice: 148_000_000,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  brand: { id: 2, name: 'Omega', logo: null },
  category: { id: 3, name: 'Đồng hồ Thể Thao', icon: null },
  variants: [
    { id: 1, productId: 7, name: '40mm Đen', sizeId: 1, price: 142_000_000, discount: 10, color: 'Đen' },
    { id: 2, productId: 7, name: '42mm Xanh', sizeId: 2, price: 148_000_000, discount: 0, color: 'Xanh' },
  ],
};
