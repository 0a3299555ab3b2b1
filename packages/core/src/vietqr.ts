import { Banks, QRPay } from 'vietnam-qr-pay';

/**
 * VietQR (NAPAS): the EMVCo merchant-presented QR payload a Vietnamese banking app scans to fill a
 * transfer — the receiving bank's BIN, the account number, the amount in đồng and the transfer note
 * (the order code) — ending in its CRC-16/CCITT. Encoded by `vietnam-qr-pay`.
 */
export interface VietQrInput {
  /** The bank's six-digit NAPAS BIN, e.g. 970436 for Vietcombank. */
  bankBin: string;
  accountNumber: string;
  /** Whole đồng; omitted for a QR without an amount. */
  amount?: number;
  /** The transfer note; the order code, so staff can match the transfer to the order. */
  reference?: string;
}

export const BANK_BIN_PATTERN = /^\d{6}$/;
/** Account numbers: letters and digits only, at most 19 (the field of the standard). */
export const BANK_ACCOUNT_PATTERN = /^[A-Za-z0-9]{1,19}$/;
/** A transfer note a bank app passes on unchanged: letters, digits and spaces, at most 25. */
const REFERENCE_PATTERN = /^[A-Za-z0-9 ]{1,25}$/;

export function buildVietQr({ bankBin, accountNumber, amount, reference }: VietQrInput): string {
  if (!BANK_BIN_PATTERN.test(bankBin)) throw new RangeError('VietQR: the bank BIN has six digits');
  if (!BANK_ACCOUNT_PATTERN.test(accountNumber)) throw new RangeError('VietQR: bad account number');
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > 13))
    throw new RangeError('VietQR: the amount is a whole number of đồng');
  if (reference !== undefined && !REFERENCE_PATTERN.test(reference)) throw new RangeError('VietQR: bad transfer note');
  return QRPay.initVietQR({
    bankBin,
    bankNumber: accountNumber,
    amount: amount === undefined ? undefined : String(amount),
    purpose: reference,
  }).build();
}

/** What a payload holds, read back (for tests and for showing what a code pays). */
export function readVietQr(payload: string): (VietQrInput & { valid: true }) | { valid: false } {
  const qr = new QRPay(payload);
  if (!qr.isValid || !qr.consumer.bankBin || !qr.consumer.bankNumber) return { valid: false };
  return {
    valid: true,
    bankBin: qr.consumer.bankBin,
    accountNumber: qr.consumer.bankNumber,
    ...(qr.amount ? { amount: Number(qr.amount) } : {}),
    ...(qr.additionalData.purpose ? { reference: qr.additionalData.purpose } : {}),
  };
}

export interface VietQrBank {
  bin: string;
  name: string;
  shortName: string;
}

/** Banks that can receive a VietQR transfer, by short name (for the bank select of the settings). */
export const VIETQR_BANKS: readonly VietQrBank[] = [
  // One entry per BIN: a bank renamed under the same BIN (DongA Bank, now Vikki Bank) is listed once,
  // under both names, so that the settings' choice and the code's lookup are unambiguous.
  ...Banks.filter((b) => !b.deprecated && b.vietQRStatus >= 0)
    .reduce((byBin, b) => {
      const seen = byBin.get(b.bin);
      byBin.set(
        b.bin,
        seen
          ? { ...seen, name: `${seen.name} / ${b.name}`, shortName: `${seen.shortName} / ${b.shortName}` }
          : { bin: b.bin, name: b.name, shortName: b.shortName },
      );
      return byBin;
    }, new Map<string, VietQrBank>())
    .values(),
].sort((a, b) => a.shortName.localeCompare(b.shortName));

export function bankByBin(bin: string): VietQrBank | undefined {
  return VIETQR_BANKS.find((b) => b.bin === bin);
}
