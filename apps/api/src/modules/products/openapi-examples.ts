import { PRODUCT_MESSAGES } from '@shop/core/schemas/product';
import { VARIANT_MESSAGES } from '@shop/core/schemas/variant';
import { AT, IMAGE, LATER, error, ok } from '../../lib/openapi-demo.ts';
import { size } from '../brands/openapi-examples.ts';

// The OpenAPI examples of /api/products and their variants (spread into openapi-examples.ts): answers of the demo shop.

const productBody = {
  name: 'Đồng hồ Nam Tudor Black Bay Fifty-Eight',
  sku: 'M79030N',
  description: 'Đồng hồ lặn 39 mm, máy cơ tự động MT5402, chống nước 200 m.',
  brandId: 9,
  subBrandId: 18,
  categoryId: 6,
  sizeId: 6,
  gender: 'male',
  images: [IMAGE],
  inStock: true,
  featured: false,
  warrantyMonths: 36,
};
const variantBody = {
  name: '39mm Đen',
  sku: 'M79030N-0001',
  sizeId: 6,
  price: 96_000_000,
  discount: 10,
  color: 'Đen',
  stock: 3,
};
const variant = { id: 58, productId: 37, ...variantBody, size };
/** The catalogue's answers do not carry the stock (docs/checkout.md#stock). */
const { stock: _stock, ...catalogueVariant } = variant;
const listedProduct = {
  id: 37,
  slug: '37-dong-ho-nam-tudor-black-bay-fifty-eight',
  ...productBody,
  available: true,
  lowestPrice: 86_400_000,
  highestPrice: 86_400_000,
  createdAt: AT,
  updatedAt: LATER,
};
const product = {
  ...listedProduct,
  brand: { id: 9, name: 'Tudor', logo: null, warrantyMonths: 60, warrantyKind: 'international' },
  subBrand: { id: 18, name: 'Black Bay' },
  category: { id: 6, name: 'Đồng hồ Lặn', icon: '🤿' },
  variants: [catalogueVariant],
};

export const PRODUCT_EXAMPLES = {
  products_list: { response: { products: [listedProduct], total: 36 } },
  products_getFeatured: { response: [{ ...listedProduct, featured: true }] },
  products_get: { response: product, answers: { 404: error(404, 'NOT_FOUND', PRODUCT_MESSAGES.notFound) } },
  products_create: {
    request: productBody,
    response: { ...product, lowestPrice: null, highestPrice: null, updatedAt: AT, variants: [] },
  },
  products_update: { request: { ...productBody, featured: true }, response: { ...product, featured: true } },
  products_delete: { response: ok },
  listManagedProducts: {
    response: { products: [{ ...product, variants: [variant], stock: 3 }], total: 36 },
  },
  bulkChangeProducts: {
    request: { ids: [37, 12], action: 'setDiscount', value: 10 },
    response: { action: 'setDiscount', changed: 2 },
  },
  exportProducts: {
    responseTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    response:
      '\uFEFFproduct_id,product_sku,name,brand,sub_brand,category,gender,description,images,in_stock,featured,variant_id,variant_sku,variant_name,size,price,discount,color,stock\n' +
      `37,M79030N,Đồng hồ Nam Tudor Black Bay Fifty-Eight,Tudor,Black Bay,Đồng hồ Lặn,Nam,"Đồng hồ lặn 39 mm, máy cơ tự động MT5402, chống nước 200 m.",${IMAGE},có,không,58,M79030N-0001,39mm Đen,39mm,96000000,10,Đen,3\n`,
  },
  importProducts: {
    fileField: 'file',
    response: {
      dryRun: true,
      rows: [
        {
          row: 2,
          action: 'update',
          name: 'Đồng hồ Nam Tudor Black Bay Fifty-Eight',
          variant: '39mm Đen',
          errors: [],
          changes: [{ field: 'Giá', before: '86400000', after: '84000000' }],
        },
        {
          row: 3,
          action: 'error',
          name: 'Đồng hồ Nam Tudor Pelagos',
          variant: '42mm Xanh',
          errors: [{ column: 'brand', message: 'Không có thương hiệu "Tudr"' }],
          changes: [],
        },
      ],
      create: 0,
      update: 1,
      unchanged: 0,
      errors: 1,
    },
  },

  // product variants
  productVariants_getProductByProductId: { response: [variant] },
  productVariants_create: { request: { productId: 37, ...variantBody }, response: variant },
  productVariants_update: {
    request: { ...variantBody, stock: 2 },
    response: { ...variant, stock: 2 },
    answers: { 404: error(404, 'NOT_FOUND', VARIANT_MESSAGES.notFound) },
  },
  productVariants_delete: { response: ok },
  productVariants_getAvailability: {
    response: {
      maxQuantityPerLine: 3,
      variants: [
        { variantId: 101, productId: 37, stock: 2, max: 2, low: true },
        { variantId: 102, productId: 37, stock: null, max: 3, low: false },
      ],
    },
  },
};
