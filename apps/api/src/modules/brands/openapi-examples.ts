import { ok, error } from '../../lib/openapi-demo.ts';

// The OpenAPI examples of the catalogue's lists: brands, sub-brands, categories, sizes (spread into openapi-examples.ts): answers of the demo shop.

const brandBody = {
  name: 'Tudor',
  description: 'Thương hiệu đồng hồ Tudor đến từ Thụy Sĩ.',
  logo: null,
  website: 'https://www.tudorwatch.com',
  country: 'Thụy Sĩ',
  showOnHomepage: false,
  warrantyMonths: 60,
  warrantyKind: 'international',
};
const brand = { id: 9, ...brandBody };
const casio = {
  id: 6,
  name: 'Casio',
  description: 'Thương hiệu đồng hồ Casio đến từ Nhật Bản.',
  logo: '/uploads/fef7d6c4-d9a6-44b9-989b-1ae09c23b012.webp',
  website: 'https://www.casio.com',
  country: 'Nhật Bản',
  showOnHomepage: false,
  warrantyMonths: null,
  warrantyKind: 'international',
};
const subBrandBody = {
  name: 'Black Bay',
  brandId: 9,
  description: 'Dòng đồng hồ lặn cổ điển của Tudor.',
  logo: null,
  isActive: true,
};
const gShock = { id: 14, brandId: 6, name: 'G-Shock', description: null, logo: null, isActive: true };
const categoryBody = {
  name: 'Đồng hồ Lặn',
  description: 'Chống nước từ 200 m, vành xoay một chiều',
  icon: '🤿',
  image: null,
  showOnHomepage: true,
};
const sizeBody = { name: '39mm', diameter: '39 mm' };
export const size = { id: 6, ...sizeBody };

export const CATALOGUE_LIST_EXAMPLES = {
  // brands, sub-brands, categories, sizes
  brands_list: { response: [casio, brand] },
  brands_getWithProductCount: {
    response: [
      { ...casio, productCount: 5, subBrandCount: 2 },
      { ...brand, productCount: 1, subBrandCount: 1 },
    ],
  },
  brands_getHomepage: { response: [{ ...brand, showOnHomepage: true }] },
  brands_getActive: { response: [casio, brand] },
  brands_create: {
    request: brandBody,
    response: brand,
    answers: { 409: error(409, 'CONFLICT', 'Tên đã tồn tại', [{ field: 'name', message: 'Tên đã tồn tại' }]) },
  },
  brands_update: { request: { ...brandBody, showOnHomepage: true }, response: { ...brand, showOnHomepage: true } },
  brands_delete: {
    response: ok,
    answers: {
      409: error(
        409,
        'CONFLICT',
        'Không thể xóa thương hiệu "Rolex" vì đang có 5 sản phẩm. Vui lòng chuyển hoặc xóa các sản phẩm này trước.',
        { productCount: 5 },
      ),
    },
  },
  subBrands_list: { response: [gShock, { id: 18, ...subBrandBody }] },
  subBrands_getActive: { response: [gShock, { id: 18, ...subBrandBody }] },
  subBrands_create: { request: subBrandBody, response: { id: 18, ...subBrandBody } },
  subBrands_update: {
    request: { ...subBrandBody, isActive: false },
    response: { id: 18, ...subBrandBody, isActive: false },
  },
  subBrands_delete: { response: ok },
  categories_list: { response: [{ id: 6, ...categoryBody, productCount: 1 }] },
  categories_create: { request: categoryBody, response: { id: 6, ...categoryBody } },
  categories_update: {
    request: { ...categoryBody, showOnHomepage: false },
    response: { id: 6, ...categoryBody, showOnHomepage: false },
  },
  categories_delete: { response: ok },
  sizes_list: {
    response: [
      { id: 1, name: '28mm', diameter: '28 mm', productCount: 6 },
      { ...size, productCount: 1 },
    ],
  },
  sizes_create: { request: sizeBody, response: size },
  sizes_update: { request: { ...sizeBody, diameter: '39,0 mm' }, response: { ...size, diameter: '39,0 mm' } },
  sizes_delete: { response: ok },
};
