import type { ConsentPurpose } from './consents.ts';

// The words of the checkout's personal-data section (issue 27 §4), apart from the purposes' list
// (consents.ts) that the order contract reads: only the pages that show them load them.

export interface ConsentText {
  /** The box's label. */
  label: string;
  /** What the shopper agrees to, in full (stored with the consent). */
  text: string;
  version: number;
}

export const CONSENT_TEXTS: Record<ConsentPurpose, ConsentText> = {
  marketing: {
    label: 'Nhận tin tức và ưu đãi',
    text: 'Tôi đồng ý để cửa hàng dùng họ tên, số điện thoại và email trên đơn hàng này để gửi tin tức và ưu đãi (qua email, Zalo hoặc SMS). Tôi có thể rút lại đồng ý bất cứ lúc nào tại trang Yêu cầu dữ liệu cá nhân.',
    version: 1,
  },
};

/** What the order itself collects and why: shown above the boxes at checkout, needing no consent. */
export const ORDER_DATA_NOTICE =
  'Để giao hàng và liên hệ về đơn hàng, cửa hàng cần họ tên, số điện thoại, địa chỉ giao hàng, email (nếu bạn nhập) và ghi chú của bạn; thông tin xuất hóa đơn VAT (nếu bạn yêu cầu) được lưu theo quy định về hóa đơn. Cửa hàng không dùng các thông tin này cho mục đích khác nếu bạn không đồng ý bên dưới. Bạn có thể yêu cầu xem, sửa hoặc xóa dữ liệu của mình tại trang Yêu cầu dữ liệu cá nhân.';

/** The storefront page where a person asks to see, correct or delete their data. */
export const DATA_REQUEST_PATH = '/yeu-cau-du-lieu';
