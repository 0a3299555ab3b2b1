import { z } from 'zod';
import { MAX_PRIVATE_PHOTOS, privatePhotoFields } from './private-photo.ts';

// Photos of a service ticket (docs/services.md#photos): the watch as it came in and later, staff-only
// files served only to the `services` read right.

/** A photo of a ticket; `url` is the authenticated route that serves it (never `/uploads`). */
export const servicePhotoSchema = z.object({ ...privatePhotoFields, serviceId: z.number().int() });
export type ServicePhoto = z.infer<typeof servicePhotoSchema>;
export const servicePhotosResponse = z.array(servicePhotoSchema);

export const SERVICE_PHOTO_MESSAGES = {
  notFound: 'Không tìm thấy ảnh của phiếu tiếp nhận này',
  tooMany: `Mỗi phiếu tiếp nhận giữ tối đa ${MAX_PRIVATE_PHOTOS} ảnh: xóa bớt ảnh cũ trước khi thêm`,
  closed: 'Phiếu đã trả khách hoặc đã hủy: không thêm hay xóa ảnh được nữa',
} as const;

/** The route that serves a photo to staff. */
export const servicePhotoUrl = (serviceId: number, photoId: number) => `/api/services/${serviceId}/photos/${photoId}`;
