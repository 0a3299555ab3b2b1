/** The shop's name until the settings (store.name) are loaded by the screens that show them. */
export const SHOP_NAME = 'Đồng Hồ Sang Trọng';
export const SHOP_TAGLINE = 'Vẻ Đẹp Vượt Thời Gian';
