import type { BulkDeleteImagesBody, BulkDeleteImagesResult, ImageCount, ImageRow } from '@shop/core/schemas/image';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentToken, refreshSession } from './client';

const getImages = (limit: number, skip: number, signal?: AbortSignal): Promise<ImageRow[]> =>
  apiRequest<ImageRow[]>(`/images?filter[limit]=${limit}&filter[skip]=${skip}`, { signal });
const getImageCount = (signal?: AbortSignal) => apiRequest<ImageCount>('/images/count', { signal });
const deleteImage = (id: number) => apiRequest(`/images/${id}`, { method: 'DELETE' });

/** Multipart upload with progress (fetch cannot report upload progress, so this one uses XHR). */
function uploadImage(file: File, token: string | null, onProgress?: (percent: number) => void): Promise<ImageRow> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/images/upload');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        // Like apiRequest: the server validated the answer against imageSchema; only an unreadable one is refused.
        if (body === undefined) reject(new Error('Có lỗi xảy ra'));
        else resolve(body as ImageRow);
      } else {
        const message = (body as { error?: { message?: string } } | undefined)?.error?.message;
        reject(
          Object.assign(new Error(message ?? 'Có lỗi xảy ra'), { status: xhr.status, fromServer: Boolean(message) }),
        );
      }
    };
    xhr.onerror = () => reject(new Error('Có lỗi xảy ra'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

const imageKeys = {
  all: ['images'] as const,
  page: (limit: number, skip: number) => [...imageKeys.all, 'page', limit, skip] as const,
  count: () => [...imageKeys.all, 'count'] as const,
};

export const imagesQueryOptions = (limit: number, skip: number) =>
  queryOptions({
    queryKey: imageKeys.page(limit, skip),
    queryFn: ({ signal }) => getImages(limit, skip, signal),
    placeholderData: keepPreviousData,
  });
export const imageCountQueryOptions = () =>
  queryOptions({ queryKey: imageKeys.count(), queryFn: ({ signal }) => getImageCount(signal) });

export function useDeleteImage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteImage, onSuccess: () => qc.invalidateQueries({ queryKey: imageKeys.all }) });
}

const bulkDeleteImages = (ids: number[]) =>
  apiRequest<BulkDeleteImagesResult>('/images/bulk-delete', {
    method: 'POST',
    body: { ids } satisfies BulkDeleteImagesBody,
  });

/** `POST /images/bulk-delete`: deletes what nothing uses and reports the rest (`refused` with the server's message). */
export function useBulkDeleteImages() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteImages,
    onSettled: () => qc.invalidateQueries({ queryKey: imageKeys.all }),
  });
}

/** uploadImage with the signed-in token; on a 401 the session is renewed once and the upload sent again. */
async function uploadWithSession(file: File, onProgress?: (percent: number) => void): Promise<ImageRow> {
  const token = currentToken();
  try {
    return await uploadImage(file, token, onProgress);
  } catch (error) {
    if ((error as { status?: unknown }).status !== 401 || !token || !(await refreshSession())) throw error;
    onProgress?.(0);
    return uploadImage(file, currentToken(), onProgress);
  }
}

/** Uploads one image (`{file, onProgress}`); the library lists are refreshed afterwards. */
export function useUploadImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadWithSession(file, onProgress),
    onSuccess: () => qc.invalidateQueries({ queryKey: imageKeys.all }),
  });
}
