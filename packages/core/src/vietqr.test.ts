import { describe, expect, it } from 'vitest';
import { VIETQR_BANKS, bankByBin, buildVietQr, readVietQr } from './vietqr.ts';

// Payloads encoded independently (field by field per EMVCo / NAPAS VietQR, CRC-16/CCITT-FALSE).
const WITH_AMOUNT =
  '00020101021238570010A00000072701270006970436011300110012345670208QRIBFTTA5303704540712500005802VN62180814DH251125K7Q2XM6304E1EB';
const WITHOUT_AMOUNT = '00020101021138560010A0000007270126000697041501121133666688880208QRIBFTTA53037045802VN6304F443';

describe('buildVietQr', () => {
  it('encodes the bank, account, amount and order code as a dynamic VietQR with its CRC', () => {
    expect(
      buildVietQr({
        bankBin: '970436',
        accountNumber: '0011001234567',
        amount: 1_250_000,
        reference: 'DH251125K7Q2XM',
      }),
    ).toBe(WITH_AMOUNT);
  });
  it('encodes a static code without amount or note', () => {
    expect(buildVietQr({ bankBin: '970415', accountNumber: '113366668888' })).toBe(WITHOUT_AMOUNT);
  });
  it('reads back what it encoded, and refuses a payload whose CRC does not match', () => {
    expect(readVietQr(WITH_AMOUNT)).toEqual({
      valid: true,
      bankBin: '970436',
      accountNumber: '0011001234567',
      amount: 1_250_000,
      reference: 'DH251125K7Q2XM',
    });
    expect(readVietQr(WITH_AMOUNT.replace('1250000', '1250001'))).toEqual({ valid: false });
  });
  it('refuses bad bank data instead of drawing a code no bank accepts', () => {
    expect(() => buildVietQr({ bankBin: '97043', accountNumber: '1' })).toThrow(RangeError);
    expect(() => buildVietQr({ bankBin: '970436', accountNumber: '0011-0012' })).toThrow(RangeError);
    expect(() => buildVietQr({ bankBin: '970436', accountNumber: '1', amount: 0 })).toThrow(RangeError);
    expect(() => buildVietQr({ bankBin: '970436', accountNumber: '1', reference: 'Đơn hàng' })).toThrow(RangeError);
  });
  it('names the bank of a BIN', () => {
    expect(bankByBin('970436')?.shortName).toBe('Vietcombank');
    expect(bankByBin('000000')).toBeUndefined();
  });
});

describe('VIETQR_BANKS', () => {
  it('lists each BIN once; a bank renamed under the same BIN shows both names', () => {
    const bins = VIETQR_BANKS.map((b) => b.bin);
    expect(new Set(bins).size).toBe(bins.length);
    expect(bankByBin('970406')?.shortName).toBe('DongA Bank / Vikki Bank');
  });
});
