import type {
  Consent,
  DataRequest,
  DataRequestBody,
  DataRequestCreated,
  DataRequestStatus,
  DataSubjectBody,
  DataSubjectView,
  ErasureResult,
  PrivacyCodeBody,
  PrivacyCodeSent,
  WithdrawConsentBody,
} from '@shop/core/schemas/privacy';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { downloadFile } from './products';

/**
 * Personal data (issue 27 §4): the storefront's `/yeu-cau-du-lieu` (public, proven with phone and an
 * order code) and the staff's Yêu Cầu Dữ Liệu.
 */

const privacyKeys = {
  all: ['privacy'] as const,
  requests: (status: DataRequestStatus | 'all') => [...privacyKeys.all, 'requests', status] as const,
};

export const dataRequestsQueryOptions = (status: DataRequestStatus | 'all') =>
  queryOptions({
    queryKey: privacyKeys.requests(status),
    queryFn: ({ signal }) =>
      apiRequest<{ requests: DataRequest[] }>('/privacy/requests', {
        signal,
        query: { status: status === 'all' ? undefined : status },
      }),
  });

/** `POST /privacy/code`: a one-time code to the shopper, or `required: false` when no channel reaches them. */
export const useSendPrivacyCode = () =>
  useMutation({
    mutationFn: (body: PrivacyCodeBody) =>
      apiRequest<PrivacyCodeSent>('/privacy/code', { method: 'POST', body, auth: false }),
  });

/** `POST /privacy/subject`: the person's consents and requests. */
export const useDataSubject = () =>
  useMutation({
    mutationFn: (body: DataSubjectBody) =>
      apiRequest<DataSubjectView>('/privacy/subject', { method: 'POST', body, auth: false }),
  });

export const useWithdrawConsent = () =>
  useMutation({
    mutationFn: (body: WithdrawConsentBody) =>
      apiRequest<DataSubjectView>('/privacy/consents/withdraw', { method: 'POST', body, auth: false }),
  });

export const useCreateDataRequest = () =>
  useMutation({
    mutationFn: (body: DataRequestBody) =>
      apiRequest<DataRequestCreated>('/privacy/requests', {
        method: 'POST',
        body,
        auth: false,
      }),
  });

/** Staff close a request (done, or rejected with the reason). */
export function useCloseDataRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: number; status: 'done' | 'rejected'; note?: string }) =>
      apiRequest<DataRequest>(`/privacy/requests/${id}`, { method: 'PATCH', body: { status, note: note || null } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}

/** Staff erase the person of a request everywhere (the request is closed as done). */
export function useEraseDataSubject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ErasureResult>(`/privacy/requests/${id}/erase`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/** The person's data as a JSON or CSV file. */
export const downloadPersonalData = (id: number, format: 'json' | 'csv') =>
  downloadFile(`/privacy/requests/${id}/export`, { format });

/** Staff: a phone's consents (`GET /privacy/consents?phone=`), withdrawn ones included. */
export const useFindConsents = () =>
  useMutation({
    mutationFn: (phone: string) => apiRequest<{ consents: Consent[] }>('/privacy/consents', { query: { phone } }),
  });

/** Staff withdraw one consent (the person asked by phone, say); answers the phone's consents. */
export const useStaffWithdrawConsent = () =>
  useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ consents: Consent[] }>(`/privacy/consents/${id}/withdraw`, { method: 'POST' }),
  });
