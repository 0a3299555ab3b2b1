import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { settingsQueryOptions } from '../../api/settings';
import {
  parseShopSettings,
  formatPriceIn,
  readSavedSettings,
  saveSettingsCopy,
  type SettingsSource,
  type ShopSettings,
} from './shop-settings';

export interface ShopSettingsState extends ShopSettings {
  source: SettingsSource;
  /** True until the server answered or failed (the saved copy or the defaults are shown meanwhile). */
  isLoading: boolean;
  /** The server could not be reached and there was no saved copy: the defaults are in use. */
  isError: boolean;
  /** Formats an amount in the shop currency (VND: `12.500.000 ₫`). */
  formatPrice: (amount: number) => string;
}

/**
 * The storefront's settings: GET /api/settings, else the copy saved in localStorage
 * `appSettings`, else the defaults. A successful answer replaces the saved copy.
 */
export function useShopSettings(): ShopSettingsState {
  const query = useQuery(settingsQueryOptions());
  const [saved] = useState(readSavedSettings);

  useEffect(() => {
    if (query.data) saveSettingsCopy(query.data);
  }, [query.data]);

  const map = query.data ?? saved;
  const source: SettingsSource = query.data ? 'server' : saved ? 'saved' : 'defaults';
  const settings = useMemo(() => parseShopSettings(map ?? {}), [map]);
  const { currency } = settings;
  const formatPrice = useCallback((amount: number) => formatPriceIn(currency, amount), [currency]);

  return {
    ...settings,
    source,
    isLoading: query.isPending,
    isError: query.isError && !saved,
    formatPrice,
  };
}

/** Just the price formatter of the shop currency. */
export function useFormatPrice(): (amount: number) => string {
  return useShopSettings().formatPrice;
}

/**
 * What the shop promises about delivery, from its shipping settings: free everywhere when there is no
 * fee or no threshold, else free above the threshold ("…cho đơn hàng trên 1.000.000 ₫"). Shown by the
 * home page's highlights and the product page's benefits, so that no page promises more than checkout gives.
 */
export function useFreeDeliveryPromise(): string {
  const { shipping, formatPrice } = useShopSettings();
  const alwaysFree = shipping.shippingFee === 0 || shipping.freeShippingOver === 0;
  return alwaysFree
    ? 'Miễn phí giao hàng toàn quốc'
    : `Miễn phí giao hàng toàn quốc cho đơn hàng trên ${formatPrice(shipping.freeShippingOver)}`;
}
