import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { canonicalRedirect, productLoadMessage, productRoute } from './product-route';

describe('product address rules', () => {
  it('loads the product of the leading id', () => {
    expect(productRoute('12-dong-ho-rolex')).toEqual({ kind: 'product', id: 12 });
    expect(productRoute('12-ten-sai')).toEqual({ kind: 'product', id: 12 });
    expect(productRoute('7abc')).toEqual({ kind: 'product', id: 7 });
  });

  it('sends a slug without a leading number, and the id alone, to /products', () => {
    expect(productRoute('dong-ho-rolex')).toEqual({ kind: 'list' });
    expect(productRoute('-12-dong-ho')).toEqual({ kind: 'list' });
    expect(productRoute('12')).toEqual({ kind: 'list' });
    expect(productRoute('0-dong-ho')).toEqual({ kind: 'list' });
    expect(productRoute('')).toEqual({ kind: 'list' });
    expect(productRoute(undefined)).toEqual({ kind: 'list' });
  });

  it('redirects to {id}-{slugified name} when the slug differs', () => {
    const product = { id: 12, name: 'Đồng hồ Nam Rolex Submariner' };
    expect(canonicalRedirect('12-dong-ho-nam-rolex-submariner', product)).toBeNull();
    expect(canonicalRedirect('12-ten-cu', product)).toBe('/product/12-dong-ho-nam-rolex-submariner');
    expect(canonicalRedirect('12abc', product)).toBe('/product/12-dong-ho-nam-rolex-submariner');
    expect(canonicalRedirect('12-Dong-Ho-Nam-Rolex-Submariner', product)).toBe(
      '/product/12-dong-ho-nam-rolex-submariner',
    );
  });

  it('names the load failure', () => {
    expect(productLoadMessage(new ApiError({ status: 500, code: 'INTERNAL', message: 'x', fromServer: true }))).toBe(
      'Không thể tải thông tin sản phẩm (mã lỗi 500)',
    );
    expect(productLoadMessage(new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'x' }))).toBe(
      'Dữ liệu sản phẩm không hợp lệ',
    );
    expect(productLoadMessage(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }))).toBe(
      'Đã xảy ra lỗi khi tải thông tin sản phẩm',
    );
    expect(productLoadMessage(new TypeError('boom'))).toBe('Đã xảy ra lỗi khi tải thông tin sản phẩm');
  });
});
