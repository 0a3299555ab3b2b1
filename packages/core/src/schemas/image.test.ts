import { describe, expect, it } from 'vitest';
import {
  IMAGE_MESSAGES,
  bulkDeleteImagesBody,
  describeImageUsage,
  emptyImageUsage,
  imageListQuery,
  imageListSearch,
  isImageUsed,
} from './image.ts';

describe('image library contract', () => {
  it('reads the filter[limit] / filter[skip] query keys with defaults and bounds', () => {
    expect(imageListQuery.parse({})).toEqual({ 'filter[limit]': 12, 'filter[skip]': 0 });
    expect(imageListQuery.parse({ 'filter[limit]': '20', 'filter[skip]': '40' })).toEqual({
      'filter[limit]': 20,
      'filter[skip]': 40,
    });
    expect(imageListQuery.safeParse({ 'filter[limit]': '0' }).success).toBe(false);
    expect(imageListQuery.safeParse({ 'filter[limit]': '101' }).success).toBe(false);
    expect(imageListSearch(12, 24)).toBe('filter[limit]=12&filter[skip]=24');
  });

  it('names where an image is used, three names per kind at most', () => {
    const u = emptyImageUsage();
    expect(isImageUsed(u)).toBe(false);
    expect(describeImageUsage(u)).toEqual([]);
    u.products = [1, 2, 3, 4, 5].map((id) => ({ id, name: `SP${id}` }));
    u.brands = [{ id: 1, name: 'Rolex' }];
    u.banner = true;
    u.featured = true;
    expect(isImageUsed(u)).toBe(true);
    expect(describeImageUsage(u)).toEqual([
      'sản phẩm "SP1"',
      'sản phẩm "SP2"',
      'sản phẩm "SP3"',
      '2 sản phẩm khác',
      'logo thương hiệu "Rolex"',
      'banner trang chủ',
      'ảnh nổi bật trang chủ',
    ]);
    expect(IMAGE_MESSAGES.inUse(['banner trang chủ'])).toBe(
      'Ảnh đang được sử dụng: banner trang chủ. Vui lòng gỡ ảnh khỏi các mục này trước khi xóa.',
    );
  });

  it('bounds bulk deletes', () => {
    expect(bulkDeleteImagesBody.safeParse({ ids: [] }).success).toBe(false);
    expect(bulkDeleteImagesBody.safeParse({ ids: [2_147_483_648] }).success).toBe(false);
    expect(bulkDeleteImagesBody.parse({ ids: [3, 4] })).toEqual({ ids: [3, 4] });
    expect(bulkDeleteImagesBody.safeParse({ ids: ['3', 4] }).success).toBe(false);
    expect(bulkDeleteImagesBody.safeParse({ ids: [true] }).success).toBe(false);
  });
});
