import {
  BANNER_SETTING_KEY,
  CURRENCIES,
  DEFAULT_BANNER,
  DEFAULT_SLOGAN,
  DEFAULT_THEME_COLOR,
  FEATURED_IMAGES_SETTING_KEY,
  STORAGE_KEYS,
  STORE_STATIC_FACTS,
  THEME_COLORS,
  hexToRgb,
} from '@shop/core/constants';
import { CHECKOUT_SETTING_KEYS, DEFAULT_SHIPPING_SETTINGS, type ShippingSettings } from '@shop/core/checkout';
import { formatMoney } from '@shop/core/pricing';
import type { BannerAndSlogan, FeaturedImage, SettingsMap } from '@shop/core/schemas/setting';
import { isImageRef, isUploadPath } from '@shop/core/url';
import { SHOP_NAME } from '../../lib/shop';

/** Contact settings, '' when not set. */
export interface ContactInfo {
  address: string;
  phone: string;
  phoneDescription: string;
  facebookName: string;
  facebookLink: string;
  zaloName: string;
  zaloLink: string;
  messengerLink: string;
}

export interface ShopCurrency {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
  locale: string;
}

/** The store information settings (store.*), '' when not set; what /about and /contact show. */
interface StoreInfo {
  description: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  /** Opening hours by day group (Thứ 2 - Thứ 6, Thứ 7, Chủ Nhật), the fixed hours when not set. */
  openingHours: { monFri: string; sat: string; sun: string };
  services: string[];
  established: string;
}

/** The shop's bank account for transfers; null while one of the three settings is empty. */
interface BankTransferSettings {
  bankBin: string;
  accountNumber: string;
  accountName: string;
}

export interface ShopSettings {
  storeName: string;
  /** Delivery fee and free-delivery threshold (đồng), from `checkout.shippingFee` / `checkout.freeShippingOver`. */
  shipping: ShippingSettings;
  /**
   * The most pieces of one product a shopper's order line may hold (`checkout.maxQuantityPerLine`,
   * 3 by default): the cart's quantity stops there until the availability answer says what is left.
   */
  maxQuantityPerLine: number;
  /** Bank transfer is offered at checkout only when this is set (`payment.bankBin`, `.accountNumber`, `.accountName`). */
  bankTransfer: BankTransferSettings | null;
  contact: ContactInfo;
  store: StoreInfo;
  /** The settings as stored: the lazily loaded footer reads the seller's identity (`seller.*`) from them. */
  map: SettingsMap;
  /** Banner image (DEFAULT_BANNER when none is set) and the two slogan parts (the default when both are empty). */
  banner: { image: string; sloganPath1: string; sloganPath2: string };
  /** Featured images by `order`; null when the stored value cannot be read. */
  featuredImages: FeaturedImage[] | null;
  currency: ShopCurrency;
  language: 'vi' | 'en';
  theme: 'light' | 'dark';
  themeColor: { id: string; color: string; rgb: string };
}

/** Where the settings in use came from (server, else the saved copy, else defaults). */
export type SettingsSource = 'server' | 'saved' | 'defaults';

const text = (map: SettingsMap, key: string) => (map[key] ?? '').trim();

/*
 * The two JSON settings are read by hand with the rules of core's bannerAndSlogan and featuredImages
 * schemas (the storefront does not load zod); a value that breaks them is unreadable as a whole.
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

function readJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** `homepage.bannerAndSlogan`: each part may be missing (''), else text; the image a settings image. */
function readBanner(value: unknown): BannerAndSlogan | null {
  if (!isRecord(value)) return null;
  const { bannerImage = '', sloganPath1 = '', sloganPath2 = '' } = value;
  if (!isString(bannerImage, 2000) || !isImageRef(bannerImage)) return null;
  if (!isString(sloganPath1, 200) || !isString(sloganPath2, 200)) return null;
  return { bannerImage, sloganPath1, sloganPath2 };
}

/** `homepane.featuredimages`: up to 100 library images with their place (`order` ≥ 0). */
function readFeaturedImages(value: unknown): FeaturedImage[] | null {
  if (!Array.isArray(value) || value.length > 100) return null;
  const images: FeaturedImage[] = [];
  for (const item of value) {
    if (!isRecord(item)) return null;
    const { id, path, filename, order } = item;
    if (!isInt(id) || typeof path !== 'string' || !isUploadPath(path) || !isString(filename, 500)) return null;
    if (!isInt(order) || order < 0) return null;
    images.push({ id, path, filename, order });
  }
  return images;
}

function parseBanner(raw: string | undefined): ShopSettings['banner'] {
  const value = (raw && readBanner(readJson(raw))) || { bannerImage: '', sloganPath1: '', sloganPath2: '' };
  const sloganPath1 = value.sloganPath1.trim();
  const sloganPath2 = value.sloganPath2.trim();
  const bothEmpty = !sloganPath1 && !sloganPath2;
  return {
    image: value.bannerImage.trim() || DEFAULT_BANNER,
    sloganPath1: bothEmpty ? DEFAULT_SLOGAN.sloganPath1 : sloganPath1,
    sloganPath2: bothEmpty ? DEFAULT_SLOGAN.sloganPath2 : sloganPath2,
  };
}

function parseFeaturedImages(raw: string | undefined): FeaturedImage[] | null {
  if (raw === undefined || raw.trim() === '') return [];
  const images = readFeaturedImages(readJson(raw));
  return images ? images.sort((a, b) => a.order - b.order) : null;
}

function parseCurrency(map: SettingsMap): ShopCurrency {
  const def = CURRENCIES.find((c) => c.code === text(map, 'currency.code')) ?? CURRENCIES[0];
  return {
    code: def.code,
    name: def.name,
    // A stored symbol is only trusted for the currency it was saved with.
    symbol: text(map, 'currency.code') === def.code ? text(map, 'currency.symbol') || def.symbol : def.symbol,
    decimals: def.decimals,
    locale: def.locale,
  };
}

/** A whole number of đồng ≥ 0 as the settings store it (text); anything else gives the default. */
function wholeDong(raw: string, fallback: number): number {
  if (!/^\d{1,15}$/.test(raw)) return fallback;
  return Number(raw);
}

function parseShipping(map: SettingsMap): ShippingSettings {
  return {
    shippingFee: wholeDong(text(map, CHECKOUT_SETTING_KEYS.shippingFee), DEFAULT_SHIPPING_SETTINGS.shippingFee),
    freeShippingOver: wholeDong(
      text(map, CHECKOUT_SETTING_KEYS.freeShippingOver),
      DEFAULT_SHIPPING_SETTINGS.freeShippingOver,
    ),
  };
}

/** `checkout.maxQuantityPerLine`: 1 to 99, else its default (3), as core's settings registry reads it. */
const DEFAULT_MAX_QUANTITY_PER_LINE = 3;
function parseMaxQuantityPerLine(map: SettingsMap): number {
  const n = wholeDong(text(map, CHECKOUT_SETTING_KEYS.maxQuantityPerLine), DEFAULT_MAX_QUANTITY_PER_LINE);
  return n >= 1 && n <= 99 ? n : DEFAULT_MAX_QUANTITY_PER_LINE;
}

// The payment keys are spelled here rather than imported from the order schemas, which bring zod
// into the first visit's chunk.
function parseBankTransfer(map: SettingsMap): BankTransferSettings | null {
  const bankBin = text(map, 'payment.bankBin');
  const accountNumber = text(map, 'payment.accountNumber');
  const accountName = text(map, 'payment.accountName');
  return bankBin && accountNumber && accountName ? { bankBin, accountNumber, accountName } : null;
}

function parseThemeColor(map: SettingsMap): ShopSettings['themeColor'] {
  const option =
    THEME_COLORS.find((t) => t.id === text(map, 'themeColor.id')) ??
    THEME_COLORS.find((t) => t.id === DEFAULT_THEME_COLOR)!;
  return { id: option.id, color: option.color, rgb: hexToRgb(option.color) };
}

/** store.openingHours and store.services, read by hand (no zod in the storefront); broken JSON → defaults. */
function parseStore(map: SettingsMap): StoreInfo {
  const hours = readJson(map['store.openingHours'] ?? '');
  const defaults = STORE_STATIC_FACTS.openingHours;
  const hour = (key: keyof typeof defaults) =>
    isRecord(hours) && isString(hours[key], 100) && hours[key].trim() ? hours[key].trim() : defaults[key];
  const services = readJson(map['store.services'] ?? '');
  return {
    description: text(map, 'store.description'),
    address: text(map, 'store.address'),
    phone: text(map, 'store.phone'),
    email: text(map, 'store.email'),
    website: text(map, 'store.website'),
    openingHours: { monFri: hour('monFri'), sat: hour('sat'), sun: hour('sun') },
    services: Array.isArray(services) ? services.filter((x): x is string => isString(x, 200) && x.trim() !== '') : [],
    established: text(map, 'store.established'),
  };
}

/** Reads the settings map (GET /settings) into what the storefront shows; every missing key has its default. */
export function parseShopSettings(map: SettingsMap): ShopSettings {
  return {
    storeName: text(map, 'store.name') || SHOP_NAME,
    store: parseStore(map),
    map,
    shipping: parseShipping(map),
    maxQuantityPerLine: parseMaxQuantityPerLine(map),
    bankTransfer: parseBankTransfer(map),
    contact: {
      address: text(map, 'contact.address.address'),
      phone: text(map, 'contact.phone.number'),
      phoneDescription: text(map, 'contact.phone.description'),
      facebookName: text(map, 'contact.facebook.name'),
      facebookLink: text(map, 'contact.facebook.link'),
      zaloName: text(map, 'contact.zalo.name'),
      zaloLink: text(map, 'contact.zalo.link'),
      messengerLink: text(map, 'contact.messenger.link'),
    },
    banner: parseBanner(map[BANNER_SETTING_KEY]),
    featuredImages: parseFeaturedImages(map[FEATURED_IMAGES_SETTING_KEY]),
    currency: parseCurrency(map),
    language: text(map, 'language') === 'en' ? 'en' : 'vi',
    theme: text(map, 'theme') === 'dark' ? 'dark' : 'light',
    themeColor: parseThemeColor(map),
  };
}

/** The defaults: VND ₫ without decimals, vi, light, honeyed. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = parseShopSettings({});

/** Formats an amount in the shop currency (VND: `12.500.000 ₫`); amounts are never converted. */
export function formatPriceIn(currency: ShopCurrency, amount: number): string {
  return formatMoney(amount, { code: currency.code, symbol: currency.symbol });
}

/**
 * Turns a saved copy into a settings map. The copy is the server's map; a nested object
 * (`{ currency: { code } }`, as older clients saved it) is flattened into dotted keys.
 */
function flattenSettings(value: unknown, prefix = '', out: SettingsMap = {}): SettingsMap {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof v === 'string') out[name] = v;
    else if (typeof v === 'number' || typeof v === 'boolean') out[name] = String(v);
    else if (Array.isArray(v)) out[name] = JSON.stringify(v);
    else if (v && typeof v === 'object') flattenSettings(v, name, out);
  }
  return out;
}

/** The settings saved in localStorage `appSettings`, or null when there is no usable copy. */
export function readSavedSettings(): SettingsMap | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.settings);
    if (!raw) return null;
    const map = flattenSettings(JSON.parse(raw));
    return Object.keys(map).length ? map : null;
  } catch {
    return null;
  }
}

/** Keeps the server's settings as the local copy for the next visit (or when the server is down). */
export function saveSettingsCopy(map: SettingsMap): void {
  try {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify(map));
  } catch {
    /* storage full or blocked: the copy is a convenience only */
  }
}
