/**
 * The 34 provincial-level units of Viet Nam in force since 1 July 2025 (6 centrally run cities and
 * 28 provinces). The district level was abolished on that date, so a delivery address is a ward or
 * commune plus one of these, by its official name.
 */
export const PROVINCES = [
  { name: 'Thành phố Hà Nội', kind: 'city' },
  { name: 'Thành phố Huế', kind: 'city' },
  { name: 'Thành phố Hải Phòng', kind: 'city' },
  { name: 'Thành phố Đà Nẵng', kind: 'city' },
  { name: 'Thành phố Hồ Chí Minh', kind: 'city' },
  { name: 'Thành phố Cần Thơ', kind: 'city' },
  { name: 'Tỉnh Lai Châu', kind: 'province' },
  { name: 'Tỉnh Điện Biên', kind: 'province' },
  { name: 'Tỉnh Sơn La', kind: 'province' },
  { name: 'Tỉnh Lạng Sơn', kind: 'province' },
  { name: 'Tỉnh Quảng Ninh', kind: 'province' },
  { name: 'Tỉnh Thanh Hóa', kind: 'province' },
  { name: 'Tỉnh Nghệ An', kind: 'province' },
  { name: 'Tỉnh Hà Tĩnh', kind: 'province' },
  { name: 'Tỉnh Cao Bằng', kind: 'province' },
  { name: 'Tỉnh Tuyên Quang', kind: 'province' },
  { name: 'Tỉnh Lào Cai', kind: 'province' },
  { name: 'Tỉnh Thái Nguyên', kind: 'province' },
  { name: 'Tỉnh Phú Thọ', kind: 'province' },
  { name: 'Tỉnh Bắc Ninh', kind: 'province' },
  { name: 'Tỉnh Hưng Yên', kind: 'province' },
  { name: 'Tỉnh Ninh Bình', kind: 'province' },
  { name: 'Tỉnh Quảng Trị', kind: 'province' },
  { name: 'Tỉnh Quảng Ngãi', kind: 'province' },
  { name: 'Tỉnh Gia Lai', kind: 'province' },
  { name: 'Tỉnh Khánh Hòa', kind: 'province' },
  { name: 'Tỉnh Lâm Đồng', kind: 'province' },
  { name: 'Tỉnh Đắk Lắk', kind: 'province' },
  { name: 'Tỉnh Đồng Nai', kind: 'province' },
  { name: 'Tỉnh Tây Ninh', kind: 'province' },
  { name: 'Tỉnh Vĩnh Long', kind: 'province' },
  { name: 'Tỉnh Đồng Tháp', kind: 'province' },
  { name: 'Tỉnh Cà Mau', kind: 'province' },
  { name: 'Tỉnh An Giang', kind: 'province' },
] as const;

export type ProvinceName = (typeof PROVINCES)[number]['name'];

/** The official names, in the order above (cities first), for a select list. */
export const PROVINCE_NAMES = PROVINCES.map((p) => p.name) as [ProvinceName, ...ProvinceName[]];
