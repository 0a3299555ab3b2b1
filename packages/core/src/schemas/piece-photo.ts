import { z } from 'zod';
import { id, timestamp } from './common.ts';

// Photos of a piece (docs/pieces.md#photos): staff-only files, served only to the `pieces` read right.

/** A photo of a piece; `url` is the authenticated route that serves it (never `/uploads`). */
export const piecePhotoSchema = z.object({
  id: z.number().int(),
  pieceId: z.number().int(),
  originalName: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  by: z.string().nullable(),
  createdAt: timestamp,
  url: z.string(),
});
export type PiecePhoto = z.infer<typeof piecePhotoSchema>;
export const piecePhotosResponse = z.array(piecePhotoSchema);

/** `/api/pieces/:id/photos/:photoId`. */
export const piecePhotoParams = z.object({ id, photoId: id });

/** The most photos one piece keeps. */
export const MAX_PIECE_PHOTOS = 20;

export const PIECE_PHOTO_MESSAGES = {
  notFound: 'Không tìm thấy ảnh của đồng hồ này',
  tooMany: `Mỗi đồng hồ giữ tối đa ${MAX_PIECE_PHOTOS} ảnh: xóa bớt ảnh cũ trước khi thêm`,
} as const;

/** The route that serves a photo to staff. */
export const piecePhotoUrl = (pieceId: number, photoId: number) => `/api/pieces/${pieceId}/photos/${photoId}`;
