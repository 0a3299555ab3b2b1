import type { Service } from '../schemas/service.ts';
import { WARRANTY_EXAMPLE } from './warranty.ts';

// Examples of the service desk's contracts, shared by the API's OpenAPI examples and the back
// office's tests.

/** What a ticket for the watch of WARRANTY_EXAMPLE (a Submariner sold by the shop) takes of its warranty. */
export const SERVICE_WARRANTY_EXAMPLE = {
  warrantyId: WARRANTY_EXAMPLE.id,
  warrantyCode: WARRANTY_EXAMPLE.code,
  warrantyKind: WARRANTY_EXAMPLE.kind,
  warrantyEndDate: WARRANTY_EXAMPLE.endDate,
  underWarranty: true,
  brandName: WARRANTY_EXAMPLE.brandName,
} satisfies Partial<Service>;
