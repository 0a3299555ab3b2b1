import type { ServicePhoto } from '../schemas/service-photo.ts';

// An example of a ticket's photo (the watch at reception): shared by the API's OpenAPI examples and
// the back office's tests.

export const SERVICE_PHOTO_EXAMPLE: ServicePhoto = {
  id: 7,
  serviceId: 5,
  originalName: 'kinh-xuoc.jpg',
  size: 143_360,
  width: 1600,
  height: 1200,
  by: 'admin',
  createdAt: '2026-11-30T02:05:00.000Z',
  url: '/api/services/5/photos/7',
};
