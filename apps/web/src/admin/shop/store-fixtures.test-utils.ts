/** The store.* settings as GET /api/settings answers them after a first start. */
export const STORE_SETTINGS = {
  'store.name': 'Đồng Hồ Sang Trọng',
  'store.description': 'Cửa hàng đồng hồ chính hãng.',
  'store.address': '123 Đồng Khởi, Quận 1',
  'store.phone': '0901 234 567',
  'store.email': 'lienhe@donghosangtrong.vn',
  'store.website': 'https://donghosangtrong.vn',
  'store.facebook': 'https://facebook.com/donghosangtrong',
  'store.instagram': 'https://instagram.com/donghosangtrong',
  'store.youtube': 'https://youtube.com/@donghosangtrong',
  'store.openingHours': JSON.stringify({ monFri: '9:00-22:00', sat: '9:00-23:00', sun: '10:00-21:00' }),
  'store.services': JSON.stringify(['Bảo hành chính hãng', 'Thay pin']),
  'store.established': '2015',
};
