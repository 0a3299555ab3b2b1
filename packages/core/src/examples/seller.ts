// An example of the seller's identity as its settings hold it (issue 27 §1), shared by the API's and
// the storefront's tests: a company registered in Ho Chi Minh City, its notice to the Ministry filed.

export const SELLER_SETTINGS_EXAMPLE = {
  'seller.legalName': 'Công ty TNHH Đồng Hồ Sang Trọng',
  'seller.registrationNumber': '0312345678',
  'seller.registrationIssuer': 'Sở Tài chính Thành phố Hồ Chí Minh',
  'seller.registrationDate': '2015-06-01',
  'seller.address.street': '123 Đồng Khởi',
  'seller.address.ward': 'Phường Sài Gòn',
  'seller.address.province': 'Thành phố Hồ Chí Minh',
  'seller.moitNoticeUrl': 'https://online.gov.vn/Home/WebDetails/12345',
};
