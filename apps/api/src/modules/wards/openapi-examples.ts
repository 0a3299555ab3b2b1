// The OpenAPI examples of /api/wards (spread into openapi-examples.ts): answers of the demo shop.

export const WARD_EXAMPLES = {
  wards_list: {
    response: {
      province: 'Thành phố Huế',
      wards: ['Phường An Cựu', 'Phường Hóa Châu', 'Phường Hương An', 'Phường Thuận Hóa', 'Xã Phú Vinh'],
    },
  },
};
