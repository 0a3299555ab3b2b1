import { buildVietQr } from '@shop/core/vietqr';
import type { MessageKind } from '@shop/core/schemas/message';
import type { MessageParams, OrderSnapshot } from './params.ts';

const amount = 86_430_000;
const code = 'DH261129MAU01';

/** The order the template preview shows: paid by bank transfer, so that the QR and the transfer details show. */
const order: OrderSnapshot = {
  id: 1,
  code,
  customer: 'Nguyễn Văn An',
  phone: '0912345678',
  email: 'an.nguyen@example.com',
  shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Ba Đình', street: '12 Phố Điện Biên Phủ' },
  items: [
    { productName: 'Đồng hồ Nam Tudor Black Bay Fifty-Eight', variantName: '39mm Đen', price: 86_400_000, quantity: 1 },
  ],
  subtotal: 86_400_000,
  shippingFee: 30_000,
  amount,
  paymentMethod: 'bank_transfer',
  payment: {
    qr: buildVietQr({ bankBin: '970436', accountNumber: '0011001234567', amount, reference: code }),
    bankBin: '970436',
    bankName: 'Vietcombank',
    accountNumber: '0011001234567',
    accountName: 'CONG TY DONG HO',
    amount,
    reference: code,
  },
  carrier: null,
  trackingNumber: null,
  createdAt: '2026-11-29T03:15:00.000Z',
};

/** Parameters of a made-up order (or account change) for the preview of a kind's template. */
export function sampleParams(kind: MessageKind): MessageParams {
  switch (kind) {
    case 'order-shipped':
      return { order: { ...order, carrier: 'Giao Hàng Nhanh', trackingNumber: 'GHN8K2P4Q7' } };
    case 'order-cancelled':
      return { order, reason: 'Khách đổi ý, đặt mẫu khác' };
    case 'return-rejected':
      return { order, reason: 'Sản phẩm đã qua sử dụng, không còn tem niêm phong' };
    case 'return-refunded':
      return { order, refund: 86_400_000 };
    case 'privacy-code':
      return { order, code: '482915' };
    case 'payment-account-changed':
      return {
        account: {
          bankName: 'Vietcombank',
          accountNumber: '0011001234567',
          accountName: 'CONG TY DONG HO',
          changedBy: 'admin',
          changedAt: '2026-11-29T03:15:00.000Z',
        },
      };
    case 'service-received':
    case 'service-status':
      return {
        service: {
          id: 5,
          code: 'BH000005',
          customerName: 'Nguyễn Văn An',
          brandName: 'Rolex',
          model: 'Submariner Date (41mm Mặt đen)',
          status: kind === 'service-received' ? 'received' : 'ready',
          estimate: 2_500_000,
          fee: kind === 'service-received' ? null : 2_200_000,
        },
      };
    default:
      return { order };
  }
}
