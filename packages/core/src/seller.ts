/**
 * The seller's identity as the storefront shows it (footer, Organization JSON-LD) and the dashboard
 * checks it: read from the `seller.*` settings without zod (the storefront's first chunk does not load
 * it). A value that is not text is taken as empty; the server only stores values its rules accept.
 */
import type { SettingsMap } from './schemas/setting.ts';
import { isHttpUrl } from './url.ts';

export interface SellerIdentity {
  /** Tên người bán theo giấy đăng ký (doanh nghiệp hoặc hộ kinh doanh). */
  legalName: string;
  /** Mã số doanh nghiệp / hộ kinh doanh. */
  registrationNumber: string;
  registrationIssuer: string;
  /** `YYYY-MM-DD` or ''. */
  registrationDate: string;
  street: string;
  ward: string;
  province: string;
  /** The link of the Ministry of Industry and Trade's record of the notified website ('' when not set or not http(s)). */
  moitNoticeUrl: string;
}

const text = (map: SettingsMap, key: string) => (typeof map[key] === 'string' ? map[key].trim() : '');

export function readSellerIdentity(map: SettingsMap): SellerIdentity {
  const notice = text(map, 'seller.moitNoticeUrl');
  return {
    legalName: text(map, 'seller.legalName'),
    registrationNumber: text(map, 'seller.registrationNumber'),
    registrationIssuer: text(map, 'seller.registrationIssuer'),
    registrationDate: text(map, 'seller.registrationDate'),
    street: text(map, 'seller.address.street'),
    ward: text(map, 'seller.address.ward'),
    province: text(map, 'seller.address.province'),
    moitNoticeUrl: notice && isHttpUrl(notice) ? notice : '',
  };
}

/** The registered address on one line (street, ward, province), the parts that are filled. */
export function sellerAddress(seller: SellerIdentity): string {
  return [seller.street, seller.ward, seller.province].filter(Boolean).join(', ');
}

/** `2021-03-05` → `05/03/2021`; anything else as it is. */
export function vietnameseDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

/**
 * What a new shop must still fill for its seller identity to be shown in full: the legal name, the
 * registration number, who issued it and when, and the registered address (the Ministry's link is
 * optional). Empty when nothing is missing.
 */
export function missingSellerFields(seller: SellerIdentity): string[] {
  const missing: string[] = [];
  if (!seller.legalName) missing.push('tên người bán');
  if (!seller.registrationNumber) missing.push('mã số doanh nghiệp / hộ kinh doanh');
  if (!seller.registrationIssuer || !seller.registrationDate) missing.push('nơi cấp và ngày cấp');
  if (!seller.street || !seller.ward || !seller.province) missing.push('địa chỉ đăng ký');
  return missing;
}
