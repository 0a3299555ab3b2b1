import type { Brand } from '@shop/core/schemas/brand';
import type { Category } from '@shop/core/schemas/category';
import type { ImageRow } from '@shop/core/schemas/image';
import type { Product } from '@shop/core/schemas/product';
import type { ManagedProduct } from '@shop/core/schemas/product-tools';
import type { Size } from '@shop/core/schemas/size';
import type { SubBrand } from '@shop/core/schemas/sub-brand';
import type { Variant } from '@shop/core/schemas/variant';

/** Test data (not used by the app) shaped like the API's answers. */
const brands: Brand[] = [
  {
    id: 1,
    name: 'Rolex',
    description: 'Đồng hồ Thụy Sĩ',
    logo: '/uploads/rolex.webp',
    website: 'https://www.rolex.com',
    country: 'Thụy Sĩ',
    showOnHomepage: true,
    warrantyMonths: 60,
    warrantyKind: 'international',
    productCount: 3,
    subBrandCount: 2,
  },
  {
    id: 2,
    name: 'Casio',
    description: 'Bền bỉ',
    logo: null,
    website: null,
    country: 'Nhật Bản',
    showOnHomepage: false,
    warrantyMonths: null,
    warrantyKind: 'international',
    productCount: 0,
    subBrandCount: 1,
  },
];

const subBrands: SubBrand[] = [
  { id: 11, brandId: 1, name: 'Submariner', description: null, logo: null, isActive: true },
  { id: 12, brandId: 1, name: 'Datejust', description: null, logo: null, isActive: true },
  { id: 21, brandId: 2, name: 'G-Shock', description: null, logo: null, isActive: true },
];

const categories: Category[] = [
  {
    id: 1,
    name: 'Đồng hồ Nam',
    description: 'Cho phái mạnh',
    icon: '👨',
    image: null,
    showOnHomepage: true,
    productCount: 2,
  },
  { id: 2, name: 'Đồng hồ Nữ', description: null, icon: '👩', image: null, showOnHomepage: false, productCount: 0 },
];

const sizes: Size[] = [
  { id: 1, name: '40mm', diameter: '40 mm', productCount: 2 },
  { id: 2, name: '36mm', diameter: '36 mm', productCount: 0 },
];

export function variant(id: number, productId: number, extra: Partial<Variant> = {}): Variant {
  return {
    id,
    productId,
    name: `Phiên bản ${id}`,
    sizeId: 1,
    price: 12_500_000,
    discount: 0,
    color: null,
    size: { id: 1, name: '40mm', diameter: '40 mm' },
    ...extra,
  };
}

export function product(id: number, extra: Partial<Product> = {}): Product {
  return {
    id,
    slug: `${id}-dong-ho-${id}`,
    name: `Đồng hồ ${id}`,
    description: `Mô tả đồng hồ ${id}`,
    images: [`/uploads/p${id}.webp`],
    brandId: 1,
    subBrandId: 11,
    categoryId: 1,
    sizeId: null,
    gender: 'male',
    inStock: true,
    available: true,
    featured: false,
    warrantyMonths: null,
    lowestPrice: 12_500_000,
    highestPrice: 12_500_000,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    brand: { id: 1, name: 'Rolex', logo: null },
    subBrand: { id: 11, name: 'Submariner' },
    category: { id: 1, name: 'Đồng hồ Nam', icon: '👨' },
    variants: [variant(id * 10, id)],
    ...extra,
  };
}

/**
 * A product as the back office's list (`GET /api/products/manage`) answers it: each variant with its
 * stock (null: not tracked) and `stock`, the tracked variants' pieces added up (null when none is).
 */
export function managedProduct(id: number, extra: Partial<Product> = {}): ManagedProduct {
  const base = product(id, extra);
  const variants = (base.variants ?? []).map((v) => ({ ...v, stock: v.stock ?? null }));
  const tracked = variants.filter((v) => v.stock !== null);
  return {
    ...base,
    variants,
    stock: tracked.length === 0 ? null : tracked.reduce((sum, v) => sum + v.stock!, 0),
  };
}

/** The answer of `GET /api/products/manage`: one page of products and the total that match. */
export function manageList(products: ManagedProduct[], total = products.length) {
  return { products, total };
}

export function libraryImage(id: number): ImageRow {
  return {
    id,
    path: `/uploads/lib-${id}.webp`,
    original_name: `thu-vien-${id}.jpg`,
    size: 2048,
    width: 800,
    height: 800,
    created_at: '2025-02-01T00:00:00.000Z',
  };
}

/** The lookups every catalogue screen loads. */
export const lookups = {
  'GET /api/brands': { body: brands },
  'GET /api/brands/with-product-count': { body: brands },
  'GET /api/sub-brands': { body: subBrands },
  'GET /api/categories': { body: categories },
  'GET /api/sizes': { body: sizes },
  'GET /api/settings': { body: {} },
};
