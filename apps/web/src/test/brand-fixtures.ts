import type { Brand } from '@shop/core/schemas/brand';

/** A brand as the API answers its creation from only a name (no counts). */
export const createdBrand: Brand = {
  id: 7,
  name: 'Rolex',
  description: null,
  logo: null,
  website: null,
  country: null,
  showOnHomepage: false,
  warrantyMonths: null,
  warrantyKind: 'international',
};
