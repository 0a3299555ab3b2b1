import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api/client';

/**
 * Puts the server's refusals of named fields (`details: [{ field, message }]` of a 400 or 409, e.g.
 * 409 "Tên đã tồn tại" at `name`) under those fields of the form. True when at least one was shown:
 * the caller then shows no dialog.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409) || !Array.isArray(error.details))
    return false;
  let shown = false;
  for (const detail of error.details as { field?: unknown; message?: unknown }[]) {
    const field = fields.find((f) => f === detail.field);
    if (!field || typeof detail.message !== 'string') continue;
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
