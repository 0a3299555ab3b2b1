/**
 * The back office's writes of brands: fetchers and mutation hooks. Apart from api/brands.ts (the reads),
 * which the storefront's first view loads, so that the first view never carries TanStack Query's
 * mutation code (measured by apps/web/e2e/storefront-budget.e2e.ts).
 */
import type { Brand, BrandBody } from '@shop/core/schemas/brand';
import { brandKeys } from './brands';
import { apiRequest } from './client';
import { productKeys } from './products';
import { useSaveRemove } from './use-save-remove';

const createBrand = (body: BrandBody) => apiRequest<Brand>('/brands', { method: 'POST', body });
const updateBrand = (id: number, body: BrandBody) => apiRequest<Brand>(`/brands/${id}`, { method: 'PUT', body });
const deleteBrand = (id: number) => apiRequest(`/brands/${id}`, { method: 'DELETE' });

/** Create/update and delete a brand; brands and products are refreshed afterwards. */
export const useBrandMutations = () =>
  useSaveRemove({ create: createBrand, update: updateBrand, remove: deleteBrand }, [brandKeys.all, productKeys.all]);
