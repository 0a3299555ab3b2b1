import { FIRST_START_SETTINGS } from '@shop/core/examples/shop-settings';

/** The store.* settings as GET /api/settings answers them after a first start. */
export const STORE_SETTINGS = Object.fromEntries(
  Object.entries(FIRST_START_SETTINGS).filter(([key]) => key.startsWith('store.')),
) as { [K in Extract<keyof typeof FIRST_START_SETTINGS, `store.${string}`>]: string };
