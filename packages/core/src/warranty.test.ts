import { describe, expect, it } from 'vitest';
import { warrantyEndDate, warrantyKindOf, warrantyMonthsOf, warrantyText } from './schemas/warranty.ts';

describe('warranty rules', () => {
  it('ends the day before the same day `months` later; a shorter month ends on its last day less one', () => {
    expect(warrantyEndDate('2026-11-29', 24)).toBe('2028-11-28');
    expect(warrantyEndDate('2026-01-01', 12)).toBe('2026-12-31');
    expect(warrantyEndDate('2027-01-31', 1)).toBe('2027-02-27');
    expect(warrantyEndDate('2027-12-15', 3)).toBe('2028-03-14');
  });

  it("takes the product's months, else the brand's, else 24; a pre-owned watch is the shop's", () => {
    expect(warrantyMonthsOf(36, 12)).toBe(36);
    expect(warrantyMonthsOf(null, 12)).toBe(12);
    expect(warrantyMonthsOf(null, null)).toBe(24);
    expect(warrantyKindOf('international', 'used')).toBe('shop');
    expect(warrantyKindOf('international', 'new')).toBe('international');
  });

  it('reads whole years as years', () => {
    expect(warrantyText(24, 'international')).toBe('Bảo hành chính hãng quốc tế 2 năm');
    expect(warrantyText(18, 'shop')).toBe('Bảo hành tại cửa hàng 18 tháng');
  });
});
