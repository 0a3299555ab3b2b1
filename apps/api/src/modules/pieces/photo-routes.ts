import { PIECE_MESSAGES } from '@shop/core/schemas/piece';
import {
  PIECE_PHOTO_MESSAGES,
  piecePhotoSchema,
  piecePhotosResponse,
  piecePhotoUrl,
  type PiecePhoto,
} from '@shop/core/schemas/piece-photo';
import { eq } from 'drizzle-orm';
import { piecePhotos, pieces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { privatePhotoRoutes } from '../../lib/private-photos.ts';

// Photos of a piece (docs/pieces.md#photos): staff-only files stored under `private/pieces/`, served
// to the `pieces` read right (the routes are the shared ones of lib/private-photos.ts).

const piecePhotosRoutes = privatePhotoRoutes({
  resource: 'pieces',
  table: piecePhotos,
  folder: 'pieces',
  ownerName: 'piece',
  photo: piecePhotoSchema,
  photos: piecePhotosResponse,
  messages: PIECE_PHOTO_MESSAGES,
  async assertOwner(db, id) {
    const [row] = await db.select({ id: pieces.id }).from(pieces).where(eq(pieces.id, id));
    if (!row) throw notFound(PIECE_MESSAGES.notFound);
  },
  toPhoto: ({ key: _k, ownerId, ...p }): PiecePhoto => ({
    ...p,
    pieceId: ownerId,
    createdAt: p.createdAt.toISOString(),
    url: piecePhotoUrl(ownerId, p.id),
  }),
});

export default piecePhotosRoutes;
