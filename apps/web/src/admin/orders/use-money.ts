import { formatMoney } from '@shop/core/pricing';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { settingsQueryOptions } from '../../api/settings';

/**
 * Formats amounts in the shop currency (settings currency.code / currency.symbol; VND, `12.500.000 ₫`,
 * until they are known). Amounts are never converted.
 */
export function useMoney(): (amount: number) => string {
  const { data } = useQuery(settingsQueryOptions());
  const code = data?.['currency.code'] || 'VND';
  const symbol = data?.['currency.symbol'] || undefined;
  return useCallback((amount: number) => formatMoney(amount, { code, symbol }), [code, symbol]);
}
