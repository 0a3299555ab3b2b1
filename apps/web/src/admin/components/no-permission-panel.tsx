import { ShieldAlert } from 'lucide-react';
import { NO_PERMISSION_TITLE } from './no-permission';

/** In place of a screen the role may not see: "Không có quyền" and what is needed. */
export function NoPermissionPanel({ message }: { message: string }) {
  return (
    <section
      role="alert"
      className="mx-auto mt-6 max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200"
    >
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-ink">{NO_PERMISSION_TITLE}</h2>
      <p className="mt-2 text-sm leading-relaxed text-stone-600">{message}</p>
    </section>
  );
}
