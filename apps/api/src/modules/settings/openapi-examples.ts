import { tooManyAttemptsMessage } from '@shop/core/schemas/auth';
import { SETTING_MESSAGES } from '@shop/core/schemas/setting';
import { error, ok } from '../../lib/openapi-demo.ts';

// The OpenAPI examples of /api/settings (spread into openapi-examples.ts): answers of the demo shop.

export const SETTING_EXAMPLES = {
  settings_list: {
    response: {
      'store.name': 'Đồng Hồ Sang Trọng',
      'store.phone': '0901 234 567',
      'currency.code': 'VND',
      'checkout.shippingFee': '30000',
      'checkout.freeShippingOver': '1000000',
    },
  },
  settings_create: {
    request: { key: 'checkout.shippingFee', value: '35000' },
    response: { key: 'checkout.shippingFee', value: '35000', description: 'Phí giao hàng (đồng)' },
    // 200 when the setting was saved before, 201 the first time.
    answers: { 201: { key: 'checkout.shippingFee', value: '35000', description: 'Phí giao hàng (đồng)' } },
  },
  settings_get: { response: { key: 'checkout.shippingFee', value: '30000', description: 'Phí giao hàng (đồng)' } },
  settings_delete: { response: ok },
  settings_updatePaymentAccount: {
    request: {
      bankBin: '970436',
      accountNumber: '0071 0001 23456',
      accountName: 'CONG TY TNHH DONG HO SANG TRONG',
      currentPassword: 'mat-khau-cua-quan-tri',
    },
    response: { bankBin: '970436', accountNumber: '0071000123456', accountName: 'CONG TY TNHH DONG HO SANG TRONG' },
    answers: {
      403: error(403, 'FORBIDDEN', SETTING_MESSAGES.wrongPassword),
      429: error(429, 'TOO_MANY_REQUESTS', tooManyAttemptsMessage(30)),
    },
  },
};
