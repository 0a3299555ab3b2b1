/**
 * The shop's time is Vietnam's: UTC+7, no daylight saving. A moment plus this offset, read with the
 * UTC getters, gives the shop's date and hour (order codes, shop days, dates in files).
 */
export const SHOP_UTC_OFFSET_MS = 7 * 3_600_000;
