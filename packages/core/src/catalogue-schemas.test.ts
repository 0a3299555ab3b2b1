import { describe, expect, it } from 'vitest';
import { brandBody, brandInUseMessage } from './schemas/brand.ts';
import { categoryBody, categoryInUseMessage } from './schemas/category.ts';
import { PRODUCT_MESSAGES, productBody, productListQuery } from './schemas/product.ts';
import { sizeBody, sizeInUseMessage } from './schemas/size.ts';
import { subBrandBody } from './schemas/sub-brand.ts';
import { INVALID_TEXT_MESSAGE, optionalRefId, refId } from './schemas/common.ts';
import { createVariantBody, variantBody } from './schemas/variant.ts';

/** A value as a failure message names it ({} and [] as JSON, undefined and Infinity as themselves). */
const shown = (v: unknown) => (typeof v === 'number' || v === undefined ? String(v) : JSON.stringify(v));

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('reference ids', () => {
  const ref = refId('Bắt buộc');
  it('accepts positive int4 JSON numbers only', () => {
    expect(ref.parse(7)).toBe(7);
    expect(ref.parse(2_147_483_647)).toBe(2_147_483_647);
  });
  it('refuses other types and values instead of coercing them', () => {
    for (const bad of [
      true,
      false,
      null,
      undefined,
      [],
      [1],
      {},
      '',
      'abc',
      '1',
      ' 12 ',
      '1e3',
      '0x10',
      0,
      -1,
      1.5,
      2_147_483_648,
      Infinity,
    ]) {
      const r = ref.safeParse(bad);
      expect(r.success, shown(bad)).toBe(false);
      expect(firstMessage(r)).toBe('Bắt buộc');
    }
  });
  it('optional references: null, missing and 0 mean none; strings and booleans are refused', () => {
    const opt = optionalRefId('Sai');
    for (const none of [null, undefined, 0]) expect(opt.parse(none)).toBeNull();
    expect(opt.parse(5)).toBe(5);
    for (const bad of ['', '0', '5', true, [5], -2, 1.5])
      expect(firstMessage(opt.safeParse(bad)), JSON.stringify(bad)).toBe('Sai');
  });
});

describe('variant body', () => {
  const valid = { name: '40mm Đen', sizeId: 4, price: 285_000_000 };
  it('defaults discount to 0 and color to null; takes JSON numbers only', () => {
    expect(variantBody.parse(valid)).toEqual({ ...valid, discount: 0, color: null });
    expect(variantBody.parse({ name: 'x', sizeId: 2, price: 1000, discount: 12.5, color: ' Bạc ' })).toEqual({
      name: 'x',
      sizeId: 2,
      price: 1000,
      discount: 12.5,
      color: 'Bạc',
    });
    expect(variantBody.parse({ ...valid, discount: null }).discount).toBe(0);
    expect(
      variantBody
        .safeParse({ name: 'x', sizeId: '2', price: '1000', discount: '12.5' })
        .error?.issues.map((i) => i.path[0]),
    ).toEqual(['sizeId', 'price', 'discount']);
  });
  it.each([
    [{ name: ' ' }, 'Tên phiên bản là bắt buộc'],
    [{ sizeId: undefined }, 'Kích thước là bắt buộc'],
    [{ price: undefined }, 'Giá là bắt buộc'],
    [{ price: 'mười' }, 'Giá phải là một số'],
    [{ price: '1000' }, 'Giá phải là một số'],
    [{ price: Number.NaN }, 'Giá phải là một số'],
    [{ discount: '5' }, 'Giảm giá phải là một số'],
    [{ price: -1 }, 'Giá không được âm'],
    [{ price: 1.5 }, 'Giá phải là số nguyên'],
    [{ discount: 100.5 }, 'Giảm giá từ 0 đến 100'],
    [{ discount: -0.1 }, 'Giảm giá từ 0 đến 100'],
    [{ color: 'a\u0000' }, INVALID_TEXT_MESSAGE],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(variantBody.safeParse({ ...valid, ...patch }))).toBe(message);
  });
  it('create needs the product', () => {
    expect(createVariantBody.safeParse(valid).success).toBe(false);
    expect(createVariantBody.parse({ ...valid, productId: 3 }).productId).toBe(3);
    expect(createVariantBody.safeParse({ ...valid, productId: '3' }).success).toBe(false);
  });
});

describe('product body', () => {
  const valid = { name: 'Đồng hồ', description: 'Mô tả', brandId: 1, gender: 'male', images: ['/uploads/a.webp'] };
  it('takes images as an array or a comma-separated string', () => {
    expect(productBody.parse({ ...valid, images: ' /uploads/a.webp, ,/uploads/b-1.png ' }).images).toEqual([
      '/uploads/a.webp',
      '/uploads/b-1.png',
    ]);
    expect(productBody.parse(valid)).toMatchObject({
      subBrandId: null,
      categoryId: null,
      sizeId: null,
      inStock: true,
      featured: false,
    });
  });
  it.each([
    [{ images: [] }, PRODUCT_MESSAGES.noImage],
    [{ images: ' , ' }, PRODUCT_MESSAGES.noImage],
    [{ images: undefined }, PRODUCT_MESSAGES.noImage],
    [{ images: ['/images/a.png'] }, PRODUCT_MESSAGES.badImagePath],
    [{ images: '/uploads/a.png,https://cdn.example/b.png' }, PRODUCT_MESSAGES.badImagePath],
    [{ images: ['/uploads/../secret'] }, PRODUCT_MESSAGES.badImagePath],
    [{ name: '' }, 'Tên sản phẩm là bắt buộc'],
    [{ description: undefined }, 'Mô tả là bắt buộc'],
    [{ brandId: 0 }, 'Thương hiệu là bắt buộc'],
    [{ gender: 'nam' }, 'Giới tính là bắt buộc'],
    [{ name: 'a\u0000b' }, INVALID_TEXT_MESSAGE],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(productBody.safeParse({ ...valid, ...patch }))).toBe(message);
  });
});

describe('catalogue list query', () => {
  it('parses comma lists, booleans and the five orders', () => {
    expect(
      productListQuery.parse({
        include: 'variants, brand,sub-brand',
        brandIds: '1,2',
        gender: 'male,unisex',
        inStock: '1',
        order: 'price DESC',
      }),
    ).toEqual({
      limit: 12,
      skip: 0,
      include: ['variants', 'brand', 'subBrand'],
      brandIds: [1, 2],
      gender: ['male', 'unisex'],
      inStock: true,
      order: 'price DESC',
    });
    expect(productListQuery.safeParse({ order: 'price' }).success).toBe(false);
    expect(productListQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('brands, sub-brands, categories, sizes', () => {
  it('brand: logo URL or /uploads/ path, website URL only', () => {
    expect(brandBody.parse({ name: 'X', logo: '/uploads/x.png', website: 'https://x.vn' })).toMatchObject({
      logo: '/uploads/x.png',
      website: 'https://x.vn',
    });
    expect(firstMessage(brandBody.safeParse({ name: 'X', website: '/uploads/x.png' }))).toBe(
      'Website phải là một URL hợp lệ',
    );
    expect(firstMessage(brandBody.safeParse({ name: '' }))).toBe('Tên thương hiệu là bắt buộc');
  });
  it('sub-brand: isActive kept as sent, true by default', () => {
    expect(subBrandBody.parse({ name: 'A', brandId: 1 }).isActive).toBe(true);
    expect(subBrandBody.parse({ name: 'A', brandId: 1, isActive: false }).isActive).toBe(false);
    expect(firstMessage(subBrandBody.safeParse({ name: 'A', brandId: true }))).toBe('Thương hiệu là bắt buộc');
  });
  it('category: image must be a URL or an upload path', () => {
    expect(firstMessage(categoryBody.safeParse({ name: 'A', image: 'abc' }))).toBe('Ảnh phải là một URL hợp lệ');
    expect(categoryBody.parse({ name: 'A', image: '' }).image).toBeNull();
  });
  it('size: name and diameter (text) required', () => {
    expect(sizeBody.parse({ name: '40mm', diameter: ' 40 mm ' })).toEqual({ name: '40mm', diameter: '40 mm' });
    for (const diameter of [undefined, null, '  ', {}, true, 40]) {
      expect(firstMessage(sizeBody.safeParse({ name: '40mm', diameter })), shown(diameter)).toBe(
        'Đường kính là bắt buộc',
      );
    }
    expect(firstMessage(sizeBody.safeParse({ diameter: '40 mm' }))).toBe('Tên kích thước là bắt buộc');
  });
  it('in-use messages name the item and the count and ask to move or remove the products', () => {
    expect(brandInUseMessage('Rolex', 5)).toBe(
      'Không thể xóa thương hiệu "Rolex" vì đang có 5 sản phẩm. Vui lòng chuyển hoặc xóa các sản phẩm này trước.',
    );
    expect(categoryInUseMessage('Đồng hồ Nam', 9)).toContain('"Đồng hồ Nam" vì đang có 9 sản phẩm');
    expect(sizeInUseMessage('40mm', 3)).toContain('"40mm" vì đang có 3 sản phẩm');
  });
});
