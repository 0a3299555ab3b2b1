import { CLOSED_SERVICE_STATUSES, SERVICE_MESSAGES } from '@shop/core/schemas/service';
import { SERVICE_PHOTO_MESSAGES, servicePhotoSchema, servicePhotosResponse } from '@shop/core/schemas/service-photo';
import { eq } from 'drizzle-orm';
import { servicePhotos, services } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { privatePhotoRoutes } from '../../lib/private-photos.ts';
import { toServicePhoto } from './repository.ts';

// Photos of a ticket (docs/services.md#photos): the watch at reception and later, staff-only files
// stored under `private/services/` and served to the `services` read right (lib/private-photos.ts).

const servicePhotosRoutes = privatePhotoRoutes({
  resource: 'services',
  table: servicePhotos,
  folder: 'services',
  ownerName: 'ticket',
  photo: servicePhotoSchema,
  photos: servicePhotosResponse,
  messages: SERVICE_PHOTO_MESSAGES,
  async assertOwner(db, id, write) {
    const [row] = await db.select({ status: services.status }).from(services).where(eq(services.id, id));
    if (!row) throw notFound(SERVICE_MESSAGES.notFound);
    // A ticket returned or cancelled no longer changes: nor do its photos.
    if (write && CLOSED_SERVICE_STATUSES.includes(row.status)) throw conflict(SERVICE_PHOTO_MESSAGES.closed);
  },
  toPhoto: toServicePhoto,
});

export default servicePhotosRoutes;
