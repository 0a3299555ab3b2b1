import { describe, expect, it } from 'vitest';
import { auditDetails, auditFieldLabel, auditRecordLabel, auditValueText } from './audit-text.ts';
import { formatMoney } from './pricing.ts';
import { brandSchema } from './schemas/brand.ts';
import { categorySchema } from './schemas/category.ts';
import { imageSchema } from './schemas/image.ts';
import { messageTemplateSchema } from './schemas/message.ts';
import { orderSchema } from './schemas/order.ts';
import { policyVersionSchema } from './schemas/policy.ts';
import { productSchema } from './schemas/product.ts';
import { paymentAccountSchema, SETTINGS, settingSchema } from './schemas/setting.ts';
import { serviceSchema } from './schemas/service.ts';
import { sizeSchema } from './schemas/size.ts';
import { subBrandSchema } from './schemas/sub-brand.ts';
import { userSchema } from './schemas/user.ts';
import { variantSchema } from './schemas/variant.ts';

describe('the audit log in words', () => {
  it("names a variant's field by the variant, and a right's flag by its resource", () => {
    const names = { variants: new Map([['26', '40mm Xanh']]) };
    expect(auditFieldLabel('variants.26.discount', names)).toBe('Phiên bản "40mm Xanh" · Giảm giá (%)');
    expect(auditFieldLabel('variants.27.stock')).toBe('Phiên bản #27 · Tồn kho');
    expect(auditFieldLabel('products.change')).toBe('Quyền Sản phẩm · Thay đổi');
    expect(auditFieldLabel('original_name')).toBe('Tên tệp gốc');
  });

  it('writes values as the screens do: money, statuses, references by name', () => {
    expect(auditValueText('amount', 1_500_000)).toMatch(/^1\.500\.000\s₫$/);
    expect(auditValueText('variants.3.price', 0)).toBe('Liên hệ');
    expect(auditValueText('status', 'pending')).toBe('Chờ Xử Lý');
    expect(auditValueText('paymentStatus', 'paid')).toBe('Đã nhận tiền');
    expect(auditValueText('brandId', 4, { brands: new Map([['4', 'Seiko']]) })).toBe('Seiko');
    expect(auditValueText('brandId', 5)).toBe('#5');
    expect(auditValueText('featured', true)).toBe('Có');
    expect(auditValueText('password', '***')).toBe('(đã đổi, không lưu giá trị)');
    expect(
      auditValueText('items', [{ productName: 'Tissot PRX', variantName: '40mm', quantity: 2, price: 100 }]),
    ).toMatch(/^2 × Tissot PRX \(40mm\) × 100\s₫$/);
  });

  it('a stock of null is "not tracked" where the variant exists, nothing where it does not', () => {
    expect(auditDetails({ 'variants.1.stock': [3, null] })[0]).toMatchObject({
      before: '3 chiếc',
      after: 'Không theo dõi',
    });
    const added = auditDetails({ 'variants.1.name': [null, 'A'], 'variants.1.stock': [null, null] });
    expect(added[1]).toMatchObject({ before: '—', after: 'Không theo dõi' });
    const gone = auditDetails({ 'variants.1.name': ['A', null], 'variants.1.stock': [2, null] });
    expect(gone[1]).toMatchObject({ before: '2 chiếc', after: '—' });
  });
});

describe('no raw key in the audit log', () => {
  /** Fields the server leaves out of an entry (db/audit.ts NOT_A_CHANGE) or that only name the record. */
  const NOT_RECORDED = new Set([
    'id',
    'createdAt',
    'updatedAt',
    'created_at',
    'updated_at',
    'lastLoginAt',
    'userCount',
  ]);
  const schemas = {
    orderSchema,
    productSchema,
    variantSchema,
    brandSchema,
    categorySchema,
    sizeSchema,
    subBrandSchema,
    userSchema,
    imageSchema,
    settingSchema,
    paymentAccountSchema,
    messageTemplateSchema,
    policyVersionSchema,
    serviceSchema,
  };

  it.each(Object.entries(schemas))('every field of %s has a Vietnamese name', (_, schema) => {
    const raw = Object.keys(schema.shape).filter((f) => !NOT_RECORDED.has(f) && auditFieldLabel(f) === f);
    expect(raw).toEqual([]);
  });

  it('reads a service ticket in words: its status, what was handed over, its fee', () => {
    expect(auditValueText('status', 'sent_to_brand')).toBe('Đã gửi hãng');
    expect(auditValueText('handedOver', ['strap', 'box'])).toBe('Dây, Hộp');
    expect(auditValueText('fee', 1_200_000)).toBe(formatMoney(1_200_000));
  });

  it('names a setting, the bank account, a policy and a message by what the owner calls them, never their key', () => {
    expect(auditRecordLabel('settings', 'contact.phone.number')).toBe('Cài đặt: Số điện thoại');
    expect(auditRecordLabel('settings', 'payment-account')).toBe('Tài khoản nhận chuyển khoản');
    expect(auditRecordLabel('shop', 'policy:doi-tra-va-hoan-tien')).toBe('Chính sách đổi trả và hoàn tiền');
    expect(auditRecordLabel('messages', 'order-placed')).toBe('Mẫu tin nhắn: Đặt hàng thành công (gửi khách)');
    expect(auditValueText('key', 'contact.zalo.link')).toBe('Liên kết Zalo');
    for (const key of Object.keys(SETTINGS)) expect(auditRecordLabel('settings', key)).not.toContain(key);
  });
});
