import { z } from 'zod';
import { id, timestamp } from './common.ts';

// Staff-only photos (of a piece, docs/pieces.md#photos; of a service ticket, docs/services.md#photos):
// stored under `private/`, never served by `/uploads`, each served by its owner's route to its read right.

/** The fields of every staff-only photo; the owner's id is added by each owner's contract. */
export const privatePhotoFields = {
  id: z.number().int(),
  originalName: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  by: z.string().nullable(),
  createdAt: timestamp,
  /** The authenticated route that serves the file (never `/uploads`). */
  url: z.string(),
};

/** `/api/<owner>/:id/photos/:photoId`. */
export const privatePhotoParams = z.object({ id, photoId: id });

/** The most photos one piece or one ticket keeps. */
export const MAX_PRIVATE_PHOTOS = 20;
