import { formatMoney } from '@shop/core/pricing';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { settingsQueryOptions } from '../../api/settings';

/** Formats amounts in the shop's currency setting (VND `12.500.000 ₫` until the settings say otherwise). */
export function useMoney(): (amount: number) => string {
  const settings = useQuery(settingsQueryOptions());
  const code = settings.data?.['currency.code'] || 'VND';
  const symbol = settings.data?.['currency.symbol'] || undefined;
  return useCallback((amount: number) => formatMoney(amount, { code, symbol }), [code, symbol]);
}
