import type { ReactNode } from 'react';

/** A settings tab's card: title, a short description, the content. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Shown instead of save controls to a role without the settings change right. */
export function ReadOnlyNote() {
  return <p className="mt-4 text-sm text-stone-600">Bạn chỉ có quyền xem các cài đặt này.</p>;
}
