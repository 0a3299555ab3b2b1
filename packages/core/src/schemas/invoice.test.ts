import { describe, expect, it } from 'vitest';
import { invoiceRequestInput, isValidTaxCode } from './invoice.ts';

describe('tax codes', () => {
  it.each(['0300588569', '0101248141', '0101248141-001', '0101248141-999', '001203012345'])('accepts %s', (code) =>
    expect(isValidTaxCode(code)).toBe(true),
  );

  it.each([
    ['a wrong check digit', '0300588568'],
    ['nine digits', '030058856'],
    ['eleven digits', '03005885691'],
    ['branch 000', '0101248141-000'],
    ['a branch of two digits', '0101248141-01'],
    ['a branch without its dash', '0101248141001'],
    ['letters', '03005885A9'],
    ['thirteen digits', '0012030123456'],
    ['empty', ''],
  ])('refuses %s', (_, code) => expect(isValidTaxCode(code)).toBe(false));

  it('refuses a code whose check digit would be 10 (never issued)', () => {
    // Σ = 1·5 + 1·3 = 8 → check 10 − 8 = 2.
    expect(isValidTaxCode('0000000112')).toBe(true);
    // Σ = 0 → check 10: no tax code starts with these nine digits.
    for (let d = 0; d <= 9; d++) expect(isValidTaxCode(`000000000${d}`)).toBe(false);
  });

  it('names the field of a bad tax code', () => {
    const r = invoiceRequestInput.safeParse({
      companyName: 'Công ty TNHH Đồng Hồ Việt',
      taxCode: '0300588568',
      address: '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
      email: 'ketoan@donghoviet.vn',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['taxCode']);
  });
});
