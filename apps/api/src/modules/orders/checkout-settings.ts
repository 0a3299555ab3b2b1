import { CHECKOUT_SETTING_KEYS, type ShippingSettings, type ShopperLimits } from '@shop/core/checkout';
import { PAYMENT_SETTING_KEYS } from '@shop/core/schemas/order';
import { readSetting } from '@shop/core/schemas/setting';
import { BANK_ACCOUNT_PATTERN, BANK_BIN_PATTERN } from '@shop/core/vietqr';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/** The shop's bank account for transfers; null until all three settings are filled in and valid. */
export interface BankAccount {
  bankBin: string;
  accountNumber: string;
  accountName: string;
}

export interface CheckoutSettings {
  shipping: ShippingSettings;
  bank: BankAccount | null;
  limits: ShopperLimits;
}

/** Shipping and bank settings in one query; missing or unreadable values take their defaults. */
export async function readCheckoutSettings(q: Db | Tx): Promise<CheckoutSettings> {
  const keys = [
    CHECKOUT_SETTING_KEYS.shippingFee,
    CHECKOUT_SETTING_KEYS.freeShippingOver,
    CHECKOUT_SETTING_KEYS.maxQuantityPerLine,
    CHECKOUT_SETTING_KEYS.maxPendingPiecesPerAddress,
    CHECKOUT_SETTING_KEYS.holdHours,
    PAYMENT_SETTING_KEYS.bankBin,
    PAYMENT_SETTING_KEYS.accountNumber,
    PAYMENT_SETTING_KEYS.accountName,
  ];
  const rows = await q
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys));
  // Read through the settings registry: a missing or unreadable value gives its declared default.
  const map = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const bankBin = readSetting(map, 'payment.bankBin').trim();
  const accountNumber = readSetting(map, 'payment.accountNumber').replace(/\s/g, '');
  const accountName = readSetting(map, 'payment.accountName').trim();
  return {
    shipping: {
      shippingFee: readSetting(map, 'checkout.shippingFee'),
      freeShippingOver: readSetting(map, 'checkout.freeShippingOver'),
    },
    bank:
      BANK_BIN_PATTERN.test(bankBin) && BANK_ACCOUNT_PATTERN.test(accountNumber) && accountName
        ? { bankBin, accountNumber, accountName }
        : null,
    limits: {
      maxQuantityPerLine: readSetting(map, 'checkout.maxQuantityPerLine'),
      maxPendingPiecesPerAddress: readSetting(map, 'checkout.maxPendingPiecesPerAddress'),
      holdHours: readSetting(map, 'checkout.holdHours'),
    },
  };
}
