import type { Product, ProductBody, ProductInclude, ProductList } from '@shop/core/schemas/product';
import { productListQuery, type ProductFilters } from '@shop/core/catalogue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, CLIENT_ERROR_CODES, GENERIC_ERROR_MESSAGE } from './client';

export type { ProductFilters } from '@shop/core/catalogue';

export const ALL_INCLUDES: ProductInclude[] = ['variants', 'category', 'brand', 'subBrand'];

/**
 * Answers are not re-validated (the server checks them against core), but the screens name a message
 * for these two malformed ones (the products screen: no products array; the product page: not a product).
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isProductList = (v: unknown) => isRecord(v) && Array.isArray(v.products);
const isProduct = (v: unknown) =>
  isRecord(v) && typeof v.id === 'number' && typeof v.name === 'string' && Array.isArray(v.images);

function checked<T>(data: T, ok: (v: unknown) => boolean): T {
  if (ok(data)) return data;
  throw new ApiError({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse, message: GENERIC_ERROR_MESSAGE });
}

export async function getProducts(filters: ProductFilters, signal?: AbortSignal): Promise<ProductList> {
  const list = await apiRequest<ProductList>('/products', {
    auth: false,
    signal,
    query: productListQuery(filters),
  });
  return checked(list, isProductList);
}

export function getFeaturedProducts(
  include: ProductInclude[] = ALL_INCLUDES,
  signal?: AbortSignal,
): Promise<Product[]> {
  return apiRequest<Product[]>('/products/featured', { auth: false, signal, query: { include } });
}

export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return checked(await apiRequest<Product>(`/products/${id}`, { auth: false, signal }), isProduct);
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
  queryOptions({
    queryKey: productKeys.featured(),
    queryFn: ({ signal }) => getFeaturedProducts(ALL_INCLUDES, signal),
  });

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const createProduct = (body: ProductBody) => apiRequest<Product>('/products', { method: 'POST', body });
export const updateProduct = (id: number, body: ProductBody) =>
  apiRequest<Product>(`/products/${id}`, { method: 'PUT', body });
export const deleteProduct = (id: number) => apiRequest(`/products/${id}`, { method: 'DELETE' });
