import type { Product, ProductInclude, ProductList } from '@shop/core/schemas/product';
import { productListQuery, type ProductFilters } from '@shop/core/catalogue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ImportResult, ManageList } from '@shop/core/schemas/product-tools';
import {
  ApiError,
  apiRequest,
  buildUrl,
  CLIENT_ERROR_CODES,
  currentToken,
  GENERIC_ERROR_MESSAGE,
  refreshSession,
} from './client';
import type { QueryValue } from '@shop/core/catalogue';

export type { ProductFilters } from '@shop/core/catalogue';

const ALL_INCLUDES: ProductInclude[] = ['variants', 'category', 'brand', 'subBrand'];

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

function getFeaturedProducts(include: ProductInclude[] = ALL_INCLUDES, signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>('/products/featured', { auth: false, signal, query: { include } });
}

async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
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

// ---------------------------------------------------------------- back office: table, import, export

/** `GET /api/products/manage`: the back office's table, variants with stock, in one request. */
/** The table's request: page, filters, sort (core's manageListQuery reads it). */
export type ManageRequest = Record<string, QueryValue>;

const getManagedProducts = (query: ManageRequest, signal?: AbortSignal) =>
  apiRequest<ManageList>('/products/manage', { signal, query }).then((list) => checked(list, isProductList));

export const manageQueryOptions = (query: ManageRequest) =>
  queryOptions({
    queryKey: [...productKeys.all, 'manage', query] as const,
    queryFn: ({ signal }) => getManagedProducts(query, signal),
    placeholderData: keepPreviousData,
  });

/** `POST /api/products/import`: the preview (`dryRun`) or the import itself. */
export function importProductsFile(file: File, dryRun: boolean): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<ImportResult>('/products/import', {
    method: 'POST',
    body: form,
    query: { dryRun: dryRun || undefined },
  });
}

/** A file from the API (an export), with the bearer token; the session is renewed once on a 401. */
export async function downloadFile(
  path: string,
  query: Record<string, QueryValue>,
): Promise<{ blob: Blob; filename: string }> {
  const url = buildUrl(path, query);
  const get = () => {
    const token = currentToken();
    return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  };
  let res: Response;
  try {
    res = await get();
    if (res.status === 401 && (await refreshSession())) res = await get();
  } catch {
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: GENERIC_ERROR_MESSAGE });
  }
  if (!res.ok) {
    let message = GENERIC_ERROR_MESSAGE;
    try {
      message = ((await res.json()) as { error?: { message?: string } }).error?.message ?? message;
    } catch {
      // not the error shape: the generic message
    }
    throw new ApiError({ status: res.status, code: 'DOWNLOAD_FAILED', message, fromServer: true });
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
  return { blob: await res.blob(), filename: name };
}
