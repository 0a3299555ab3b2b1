/** `2026-03-01` → `01/03/2026` (dd/MM/yyyy, the back office's date format). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** `2026-03-01` → `01/03`, for a chart's axis. */
export function shortDay(day: string): string {
  const [, m, d] = day.split('-');
  return `${d}/${m}`;
}
