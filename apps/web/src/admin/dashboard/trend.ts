const percent = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/**
 * The dashboard trend (this calendar month's orders against last month's): `+12%`, `−8,5%`, `0%`,
 * or `—` when last month had no orders (null).
 */
export function formatTrend(trend: number | null): string {
  if (trend === null) return '—';
  const sign = trend > 0 ? '+' : trend < 0 ? '−' : '';
  return `${sign}${percent.format(Math.abs(trend))}%`;
}
