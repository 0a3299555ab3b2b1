import type { Brand } from '@shop/core/schemas/brand';

/** A brand as the API answers it, with only its id and name set (no logo, no counts); `extra` overrides. */
export function makeBrand(id: number, name: string, extra: Partial<Brand> = {}): Brand {
  return {
    id,
    name,
    description: null,
    logo: null,
    website: null,
    country: null,
    showOnHomepage: false,
    warrantyMonths: null,
    warrantyKind: 'international',
    ...extra,
  };
}

/** A brand as the API answers its creation from only a name. */
export const createdBrand: Brand = makeBrand(7, 'Rolex');
