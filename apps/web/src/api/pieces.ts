import type {
  Piece,
  PieceBody,
  PieceList,
  PieceListQuery,
  PieceUpdateBody,
  PieceVariant,
} from '@shop/core/schemas/piece';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/core/schemas/order';
import type { ImportResult } from '@shop/core/schemas/product-tools';
import { apiRequest } from './client';
import { orderKeys } from './orders';
import { productKeys } from './products';
import { variantKeys } from './product-variants';

export type PieceFilters = Omit<PieceListQuery, 'limit' | 'skip'> & { limit?: number; skip?: number };

const getPieces = (filters: PieceFilters, signal?: AbortSignal) =>
  apiRequest<PieceList>('/pieces', { signal, query: { ...filters } });
const getPiece = (id: number, signal?: AbortSignal) => apiRequest<Piece>(`/pieces/${id}`, { signal });
const getPieceVariants = (signal?: AbortSignal) => apiRequest<PieceVariant[]>('/pieces/variants', { signal });
const receivePiece = (body: PieceBody) => apiRequest<Piece>('/pieces', { method: 'POST', body });
const updatePiece = (id: number, body: PieceUpdateBody) => apiRequest<Piece>(`/pieces/${id}`, { method: 'PUT', body });

export const pieceKeys = {
  all: ['pieces'] as const,
  list: (filters: PieceFilters) => [...pieceKeys.all, 'list', filters] as const,
  detail: (id: number) => [...pieceKeys.all, 'detail', id] as const,
  variants: () => [...pieceKeys.all, 'variants'] as const,
};

export const piecesQueryOptions = (filters: PieceFilters) =>
  queryOptions({
    queryKey: pieceKeys.list(filters),
    queryFn: ({ signal }) => getPieces(filters, signal),
    placeholderData: keepPreviousData,
  });
export const pieceQueryOptions = (id: number) =>
  queryOptions({ queryKey: pieceKeys.detail(id), queryFn: ({ signal }) => getPiece(id, signal) });
export const pieceVariantsQueryOptions = () =>
  queryOptions({ queryKey: pieceKeys.variants(), queryFn: ({ signal }) => getPieceVariants(signal) });

/** `POST /api/pieces/import`: the preview (`dryRun`) or the import itself. */
export function importPiecesFile(file: File, dryRun: boolean): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<ImportResult>('/pieces/import', {
    method: 'POST',
    body: form,
    query: { dryRun: dryRun || undefined },
  });
}

/** Pieces received by an import change their variants' stock: pieces, variants and products are refreshed. */
export function useRefreshPieces() {
  const qc = useQueryClient();
  return () => refreshPieces(qc);
}

/** Receiving or moving a piece changes its variant's stock: pieces, variants and products are refreshed. */
export const refreshPieces = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: pieceKeys.all }),
    qc.invalidateQueries({ queryKey: variantKeys.all }),
    qc.invalidateQueries({ queryKey: productKeys.all }),
  ]);

export function usePieceMutations() {
  const qc = useQueryClient();
  const refresh = () => refreshPieces(qc);
  return {
    receive: useMutation({ mutationFn: receivePiece, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: PieceUpdateBody }) => updatePiece(id, body),
      onSuccess: refresh,
    }),
  };
}

const choosePiece = ({ orderId, lineId, pieceId }: { orderId: number; lineId: number; pieceId: number }) =>
  apiRequest<Order>(`/orders/${orderId}/pieces`, { method: 'POST', body: { lineId, pieceId } });
const dropPiece = ({ orderId, pieceId }: { orderId: number; pieceId: number }) =>
  apiRequest<Order>(`/orders/${orderId}/pieces/${pieceId}`, { method: 'DELETE' });

/** Choosing or dropping the piece of an order's unit: the order and the pieces are refreshed. */
export function useOrderPieceMutations() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: orderKeys.all }), qc.invalidateQueries({ queryKey: pieceKeys.all })]);
  return {
    choose: useMutation({ mutationFn: choosePiece, onSuccess: refresh }),
    drop: useMutation({ mutationFn: dropPiece, onSuccess: refresh }),
  };
}
