/** A Vietnamese mobile number as the shop stores it (0912 345 678, +84 912…, 84912…) in national form: `0912345678`. */
export function nationalPhone(phone: string): string {
  const digits = phone.replace(/[\s.+-]/g, '');
  return digits.startsWith('84') ? `0${digits.slice(2)}` : digits;
}

/** The same number in international form without `+`, as Zalo takes it: `84912345678`. */
export function internationalPhone(phone: string): string {
  return `84${nationalPhone(phone).replace(/^0/, '')}`;
}

/** How long a provider's `Retry-After` asks to wait (seconds or an HTTP date), in ms; undefined when absent. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The time a provider's HTTP call may take before it counts as not answering. */
export const PROVIDER_TIMEOUT_MS = 15_000;
