import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('back-office dates', () => {
  it('shows dd/MM/yyyy and dd/MM/yyyy HH:mm in the shop time zone, with a four-digit year', () => {
    expect(formatDateTime('2025-01-31T03:00:00.000Z')).toBe('31/01/2025 10:00');
    expect(formatDateTime('2025-12-31T17:05:00.000Z')).toBe('01/01/2026 00:05');
    expect(formatDateTime(new Date('2009-03-04T23:59:00.000Z'))).toBe('05/03/2009 06:59');
    expect(formatDate('2025-01-31T03:00:00.000Z')).toBe('31/01/2025');
    expect(formatDate('2025-06-30T18:00:00.000Z')).toBe('01/07/2025');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
