import { z } from 'zod';
import { MAX_PRIVATE_PHOTOS, privatePhotoFields } from './private-photo.ts';

// Photos of a piece (docs/pieces.md#photos): staff-only files, served only to the `pieces` read right.

/** A photo of a piece; `url` is the authenticated route that serves it (never `/uploads`). */
export const piecePhotoSchema = z.object({ ...privatePhotoFields, pieceId: z.number().int() });
export type PiecePhoto = z.infer<typeof piecePhotoSchema>;
export const piecePhotosResponse = z.array(piecePhotoSchema);

export const PIECE_PHOTO_MESSAGES = {
  notFound: 'Không tìm thấy ảnh của đồng hồ này',
  tooMany: `Mỗi đồng hồ giữ tối đa ${MAX_PRIVATE_PHOTOS} ảnh: xóa bớt ảnh cũ trước khi thêm`,
} as const;

/** The route that serves a photo to staff. */
export const piecePhotoUrl = (pieceId: number, photoId: number) => `/api/pieces/${pieceId}/photos/${photoId}`;
