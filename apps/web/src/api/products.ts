import {
  productListResponse,
  productSchema,
  type Product,
  type ProductBody,
  type ProductInclude,
  type ProductList,
} from '@shop/core/schemas/product';
import type { Gender, ProductOrder } from '@shop/core/constants';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client';

/** Filters of GET /products (storefront §7, back-office §7). */
export interface ProductFilters {
  limit?: number;
  skip?: number;
  include?: ProductInclude[];
  search?: string;
  categoryId?: number;
  brandIds?: number[];
  subBrandIds?: number[];
  gender?: Gender[];
  inStock?: boolean;
  featured?: boolean;
  order?: ProductOrder;
}

export const ALL_INCLUDES: ProductInclude[] = ['variants', 'category', 'brand', 'subBrand'];

export function getProducts(filters: ProductFilters, signal?: AbortSignal): Promise<ProductList> {
  return apiRequest('/products', {
    auth: false,
    signal,
    schema: productListResponse,
    query: {
      ...filters,
      include: filters.include,
      brandIds: filters.brandIds?.length ? filters.brandIds : undefined,
      subBrandIds: filters.subBrandIds?.length ? filters.subBrandIds : undefined,
      gender: filters.gender?.length ? filters.gender : undefined,
      search: filters.search?.trim() || undefined,
    },
  });
}

export function getFeaturedProducts(include: ProductInclude[] = ALL_INCLUDES, signal?: AbortSignal): Promise<Product[]> {
  return apiRequest('/products/featured', { auth: false, signal, query: { include }, schema: z.array(productSchema) });
}

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiRequest(`/products/${id}`, { auth: false, signal, schema: productSchema });
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  featured: () => [...productKeys.all, 'featured'] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
};

export const productsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
    placeholderData: keepPreviousData,
  });

export const featuredProductsQueryOptions = () =>
  queryOptions({ queryKey: productKeys.featured(), queryFn: ({ signal }) => getFeaturedProducts(ALL_INCLUDES, signal) });

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const createProduct = (body: ProductBody) => apiRequest('/products', { method: 'POST', body, schema: productSchema });
export const updateProduct = (id: number, body: ProductBody) =>
  apiRequest(`/products/${id}`, { method: 'PUT', body, schema: productSchema });
export const deleteProduct = (id: number) => apiRequest(`/products/${id}`, { method: 'DELETE' });

/** Create or update (with `id`) a product; every product query is refreshed afterwards. */
export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ProductBody }) => (id ? updateProduct(id, body) : createProduct(body)),
    onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.all }),
  });
}
