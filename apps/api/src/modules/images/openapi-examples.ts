import { AT, IMAGE, LATER, ok } from '../../lib/openapi-demo.ts';

// The OpenAPI examples of the image library, /api/images (spread into openapi-examples.ts): answers of the demo shop.

export const IMAGE_EXAMPLES = {
  images_list: {
    response: [
      {
        id: 23,
        path: IMAGE,
        original_name: 'noi-bat-2.png',
        size: 12402,
        width: 1600,
        height: 700,
        created_at: AT,
      },
    ],
  },
  images_getCount: { response: { count: 23 } },
  images_upload: {
    fileField: 'image',
    response: {
      id: 24,
      path: '/uploads/5b0e8c1a-3f7d-4c55-9a61-2f0b7c9d8e41.webp',
      original_name: 'tudor-black-bay.jpg',
      size: 48210,
      width: 1200,
      height: 1200,
      created_at: LATER,
    },
  },
  images_bulkDelete: {
    request: { ids: [23, 99] },
    response: {
      deleted: [],
      refused: [
        {
          id: 23,
          path: IMAGE,
          message:
            'Ảnh đang được sử dụng: sản phẩm "Đồng hồ Nam Tudor Black Bay Fifty-Eight". Vui lòng gỡ ảnh khỏi các mục này trước khi xóa.',
          usedBy: {
            products: [{ id: 37, name: 'Đồng hồ Nam Tudor Black Bay Fifty-Eight' }],
            categories: [],
            brands: [],
            subBrands: [],
            banner: false,
            featured: false,
          },
        },
      ],
      notFound: [99],
    },
  },
  images_delete: { response: ok },
};
