import type { ReactNode } from 'react';
import { isApiError } from '../../api/client';
import type { AlertType } from '../../components/ui/alert-dialog';

/** Title of the dialog shown when the server refuses an action for a missing right. */
export const NO_PERMISSION_TITLE = 'Không có quyền';

/** The message style: noPermissionMessage('thêm', 'thương hiệu') → "Bạn không có quyền thêm thương hiệu". */
export function noPermissionMessage(action: string, object?: string): string {
  return `Bạn không có quyền ${action}${object ? ` ${object}` : ''}`;
}

/** True for a 403 answer (an ApiError, or an upload error carrying `status`). */
export function isForbidden(error: unknown): boolean {
  if (isApiError(error)) return error.status === 403;
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403;
}

/** The HTTP status of a failed call, when it has one (ApiError or an upload error). */
export function errorStatus(error: unknown): number | undefined {
  if (isApiError(error)) return error.status;
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** The message the server sent with its error shape, if any (ApiError or an upload error with `fromServer`). */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { fromServer, message } = error as { fromServer?: unknown; message?: unknown };
  return fromServer === true && typeof message === 'string' && message ? message : undefined;
}

export interface AlertContent {
  type: AlertType;
  /** Default: the type's title (Lỗi for errors). */
  title?: string;
  message: ReactNode;
}

export interface FailureOptions {
  /** Shown when the server sent no message (e.g. "Thao tác thất bại"). */
  fallback: string;
  /** The Không có quyền message for a 403, e.g. noPermissionMessage('xóa', 'thương hiệu'). */
  forbidden: string;
  /**
   * 'fixed' (default): a 403 always shows `forbidden`. 'server': the server's reason when it sent
   * one (users and rights, where a refusal says which rule applies), else `forbidden`.
   */
  forbiddenText?: 'fixed' | 'server';
  /**
   * 'replace' (default): the server's message instead of the fallback. 'append': "{fallback}: {server}"
   * (product saves and deletes, where the fallback names the action).
   */
  serverText?: 'replace' | 'append';
}

/** The alert for a failed action: Không có quyền on a 403, else Lỗi with the server's message or the fallback. */
export function failureAlert(
  error: unknown,
  { fallback, forbidden, forbiddenText = 'fixed', serverText = 'replace' }: FailureOptions,
): AlertContent {
  const fromServer = serverMessage(error);
  if (isForbidden(error)) {
    const message = forbiddenText === 'server' && fromServer ? fromServer : forbidden;
    return { type: 'error', title: NO_PERMISSION_TITLE, message };
  }
  if (!fromServer) return { type: 'error', message: fallback };
  return { type: 'error', message: serverText === 'append' ? `${fallback}: ${fromServer}` : fromServer };
}

/** Brand, sub-brand and size saves: "Thao tác thất bại", or "Có lỗi xảy ra" for a non-standard error. */
const OPERATION_FAILED = 'Thao tác thất bại';
export function operationFallback(error: unknown): string {
  return isApiError(error) && error.status > 0 ? OPERATION_FAILED : 'Có lỗi xảy ra';
}
