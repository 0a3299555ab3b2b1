import type { Gender } from '@shop/core/constants';
import { productBody, type Product, type ProductBody } from '@shop/core/schemas/product';
import type { z } from 'zod';
import { formResolver } from '../../lib/form-resolver';

/** What the product form holds: ids as numbers (0 = none), gender '' until chosen, one string per image slot. */
export interface ProductFormValues {
  name: string;
  /** The model code; empty: none. */
  sku: string;
  description: string;
  brandId: number;
  subBrandId: number;
  categoryId: number;
  gender: Gender | '';
  images: string[];
  inStock: boolean;
  featured: boolean;
  /** Empty (null): the brand's months, else 24. */
  warrantyMonths: number | null;
}

export type ProductFormOutput = z.output<typeof productBody>;

/** The one product contract (core productBody) validates the form too. */
export const productFormResolver = formResolver<ProductFormValues, ProductFormOutput>(productBody);

/** A new product: one empty image slot, in stock, not featured. */
const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  sku: '',
  description: '',
  brandId: 0,
  subBrandId: 0,
  categoryId: 0,
  gender: '',
  images: [''],
  inStock: true,
  featured: false,
  warrantyMonths: null,
};

export function toFormValues(product: Product | undefined): ProductFormValues {
  if (!product) return { ...EMPTY_PRODUCT, images: [''] };
  return {
    name: product.name,
    sku: product.sku ?? '',
    description: product.description,
    brandId: product.brandId,
    subBrandId: product.subBrandId ?? 0,
    categoryId: product.categoryId ?? 0,
    gender: product.gender,
    images: product.images.length > 0 ? [...product.images] : [''],
    inStock: product.inStock,
    featured: product.featured,
    warrantyMonths: product.warrantyMonths,
  };
}

/** The request body: on submit the image values are joined into one comma-separated string. */
export function toProductBody(values: ProductFormOutput, sizeId: number | null): ProductBody {
  return { ...values, sizeId, images: values.images.join(',') };
}
