import type {
  ChannelState,
  Message,
  MessageKind,
  MessageList,
  MessagePreview,
  MessageStatus,
  MessageTemplate,
  MessageTemplateBody,
} from '@shop/core/schemas/message';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';

export interface MessageFilters {
  status?: MessageStatus;
  limit?: number;
  skip?: number;
}

const getOrderMessages = (orderId: number, signal?: AbortSignal) =>
  apiRequest<MessageList>(`/orders/${orderId}/messages`, { signal });
const getServiceMessages = (serviceId: number, signal?: AbortSignal) =>
  apiRequest<MessageList>(`/services/${serviceId}/messages`, { signal });
const getMessages = (filters: MessageFilters, signal?: AbortSignal) =>
  apiRequest<MessageList>('/messages', { signal, query: { ...filters } });
const getTemplates = (signal?: AbortSignal) =>
  apiRequest<{ templates: MessageTemplate[] }>('/messages/templates', { signal });
const getChannels = (signal?: AbortSignal) =>
  apiRequest<{ channels: ChannelState[] }>('/messages/channels', { signal });
/** Gửi lại: a message not sent is queued again; a sent one is sent as a new message. */
const resendMessage = (id: number) => apiRequest<Message>(`/messages/${id}/resend`, { method: 'POST' });
const saveTemplate = (kind: MessageKind, body: MessageTemplateBody) =>
  apiRequest<MessageTemplate>(`/messages/templates/${kind}`, { method: 'PUT', body });
/** What the template makes of a sample order; nothing is saved. */
export const previewTemplate = (kind: MessageKind, body: MessageTemplateBody, signal?: AbortSignal) =>
  apiRequest<MessagePreview>(`/messages/templates/${kind}/preview`, { method: 'POST', body, signal });

const messageKeys = {
  all: ['messages'] as const,
  ofOrder: (orderId: number) => [...messageKeys.all, 'order', orderId] as const,
  ofService: (serviceId: number) => [...messageKeys.all, 'service', serviceId] as const,
  list: (filters: MessageFilters) => [...messageKeys.all, 'list', filters] as const,
  templates: () => [...messageKeys.all, 'templates'] as const,
  channels: () => [...messageKeys.all, 'channels'] as const,
};

export const orderMessagesQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: messageKeys.ofOrder(orderId), queryFn: ({ signal }) => getOrderMessages(orderId, signal) });
export const serviceMessagesQueryOptions = (serviceId: number) =>
  queryOptions({
    queryKey: messageKeys.ofService(serviceId),
    queryFn: ({ signal }) => getServiceMessages(serviceId, signal),
  });
/** A change that writes messages (a ticket opened or moved): the lists of messages are read again. */
export const refreshMessages = (qc: QueryClient) => qc.invalidateQueries({ queryKey: messageKeys.all });
export const messagesQueryOptions = (filters: MessageFilters) =>
  queryOptions({
    queryKey: messageKeys.list(filters),
    queryFn: ({ signal }) => getMessages(filters, signal),
    placeholderData: keepPreviousData,
  });
export const messageTemplatesQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.templates(), queryFn: ({ signal }) => getTemplates(signal) });
export const messageChannelsQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.channels(), queryFn: ({ signal }) => getChannels(signal) });

export function useResendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSuccess: () => refreshMessages(qc),
  });
}

export function useSaveMessageTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: MessageKind; body: MessageTemplateBody }) => saveTemplate(kind, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: messageKeys.templates() }),
  });
}
