import type { Consignment, ConsignmentList, ConsignmentState, ConsignorPaidBody } from '@shop/core/schemas/consignment';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { pieceKeys, refreshPieces } from './pieces';

const getConsignments = (state: ConsignmentState, signal?: AbortSignal) =>
  apiRequest<ConsignmentList>('/consignments', { signal, query: { state } });
const payConsignor = ({ pieceId, body }: { pieceId: number; body: ConsignorPaidBody }) =>
  apiRequest<Consignment>(`/consignments/${pieceId}/paid`, { method: 'POST', body });

const consignmentKeys = {
  all: [...pieceKeys.all, 'consignments'] as const,
  list: (state: ConsignmentState) => [...consignmentKeys.all, state] as const,
};

export const consignmentsQueryOptions = (state: ConsignmentState) =>
  queryOptions({ queryKey: consignmentKeys.list(state), queryFn: ({ signal }) => getConsignments(state, signal) });

/** Recording a payout: the lists of payouts (kept under the pieces' keys) and the pieces are refreshed. */
export function usePayConsignor() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: payConsignor, onSuccess: () => refreshPieces(qc) });
}
