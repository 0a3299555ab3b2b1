import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderDateTime } from './order-format';

describe('order dates', () => {
  it('writes dates as dd/MM/yyyy HH:mm in the shop time (UTC+7), on 24 hours', () => {
    expect(formatOrderDateTime('2025-01-31T03:00:00.000Z')).toBe('31/01/2025 10:00');
    expect(formatOrderDateTime('2025-12-31T17:05:00.000Z')).toBe('01/01/2026 00:05');
    expect(formatOrderDateTime('2025-06-01T08:30:00.000Z')).toBe('01/06/2025 15:30');
    expect(formatOrderDate('2025-01-31T03:00:00.000Z')).toBe('31/01/2025');
  });
});
