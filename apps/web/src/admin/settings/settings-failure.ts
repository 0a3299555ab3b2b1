import { GENERIC_ERROR_MESSAGE } from '../../api/client';
import {
  isForbidden,
  NO_PERMISSION_TITLE,
  noPermissionMessage,
  serverMessage,
  type AlertContent,
} from '../components/no-permission';

/**
 * The alert of a failed settings save: Không có quyền on a 403, else Lỗi with the screen's message, the
 * server's detail (or a generic one) and an optional closing hint.
 */
export function settingsFailure(errors: unknown[], message: string, hint?: string): AlertContent {
  if (errors.length > 0 && errors.every(isForbidden)) {
    return { type: 'error', title: NO_PERMISSION_TITLE, message: noPermissionMessage('thay đổi', 'cài đặt') };
  }
  const detail = errors.map(serverMessage).find(Boolean) ?? GENERIC_ERROR_MESSAGE;
  return { type: 'error', message: `${message}: ${detail}.${hint ? ` ${hint}` : ''}` };
}

/**
 * The alert when some of a tab's settings could not be saved: Không có quyền when every one was refused
 * for a missing right, else Lỗi with the tab's message and the server's first reason, if any.
 */
export function partialSaveFailure(errors: unknown[], message: string): AlertContent {
  if (errors.length > 0 && errors.every(isForbidden)) {
    return { type: 'error', title: NO_PERMISSION_TITLE, message: noPermissionMessage('thay đổi', 'cài đặt') };
  }
  const detail = errors.map(serverMessage).find(Boolean);
  return { type: 'error', message: `${message}${detail ? `: ${detail}` : ''}` };
}
