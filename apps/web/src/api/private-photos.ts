import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { downloadFile } from './products';

// Staff-only photos of a piece or of a service ticket (docs/pieces.md#photos, docs/services.md#photos):
// the same routes under each owner, `/<owner>/:id/photos`.

/** Who has photos: the resource whose routes serve them. */
export type PhotoOwner = 'pieces' | 'services';

/** What the screens use of a photo (each owner's contract adds its own id). */
export interface PrivatePhoto {
  id: number;
  originalName: string;
  url: string;
}

/** Under the owner's own key (`['pieces', …]`, `['services', …]`), so its refreshes reach them. */
const photosKey = (owner: PhotoOwner, id: number) => [owner, 'photos', id] as const;
const apiPath = (url: string) => url.replace(/^\/api/, '');

export const privatePhotosQueryOptions = (owner: PhotoOwner, id: number) =>
  queryOptions({
    queryKey: photosKey(owner, id),
    queryFn: ({ signal }) => apiRequest<PrivatePhoto[]>(`/${owner}/${id}/photos`, { signal }),
  });

/**
 * A staff-only photo's file (it needs the bearer token, so no plain <img src>), as a blob address.
 * A photo's file never changes, so the address is kept for the page's life (never refetched).
 */
export const privatePhotoFileQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['private-photo-file', url] as const,
    queryFn: async () => URL.createObjectURL((await downloadFile(apiPath(url), {})).blob),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Adding (multipart field "image") or deleting a photo: the owner's photo list is refreshed. */
export function usePrivatePhotoMutations(owner: PhotoOwner, id: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: photosKey(owner, id) });
  return {
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('image', file);
        return apiRequest<PrivatePhoto>(`/${owner}/${id}/photos`, { method: 'POST', body: form });
      },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (photo: PrivatePhoto) => apiRequest(apiPath(photo.url), { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
