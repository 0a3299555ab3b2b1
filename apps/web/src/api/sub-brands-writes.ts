/**
 * The back office's writes of sub-brands: fetchers and mutation hooks. Apart from api/sub-brands.ts (the reads),
 * which the storefront's first view loads, so that the first view never carries TanStack Query's
 * mutation code (measured by apps/web/e2e/storefront-budget.e2e.ts).
 */
import type { SubBrand, SubBrandBody } from '@shop/core/schemas/sub-brand';
import { brandKeys } from './brands';
import { apiRequest } from './client';
import { productKeys } from './products';
import { subBrandKeys } from './sub-brands';
import { useSaveRemove } from './use-save-remove';

const createSubBrand = (body: SubBrandBody) => apiRequest<SubBrand>('/sub-brands', { method: 'POST', body });
const updateSubBrand = (id: number, body: SubBrandBody) =>
  apiRequest<SubBrand>(`/sub-brands/${id}`, { method: 'PUT', body });
const deleteSubBrand = (id: number) => apiRequest(`/sub-brands/${id}`, { method: 'DELETE' });

/** Create/update and delete a sub-brand; sub-brands, brands and products are refreshed afterwards. */
export const useSubBrandMutations = () =>
  useSaveRemove({ create: createSubBrand, update: updateSubBrand, remove: deleteSubBrand }, [
    subBrandKeys.all,
    brandKeys.all,
    productKeys.all,
  ]);
