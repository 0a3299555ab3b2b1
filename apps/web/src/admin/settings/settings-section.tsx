import { Save } from 'lucide-react';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { ChangedFields } from './unsaved-changes';

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

/** What SettingsFormSection needs of useSettingsForm. */
export interface SettingsFormParts {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  alertDialog: ReactNode;
  guard: { dialog: ReactNode };
}

/** A settings tab's card around its form, then what stands outside the form (a picker) and the form's dialogs. */
export function SettingsFormSection({
  title,
  description,
  form,
  className = 'space-y-6',
  outside,
  children,
}: {
  title: string;
  description?: ReactNode;
  form: SettingsFormParts;
  /** The form's layout; default: the fieldsets stacked. */
  className?: string;
  outside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SettingsSection title={title} description={description}>
      <form onSubmit={(e) => void form.submit(e)} noValidate className={className}>
        {children}
      </form>
      {outside}
      {form.alertDialog}
      {form.guard.dialog}
    </SettingsSection>
  );
}

/** Shown instead of save controls to a role without the settings change right. */
export function ReadOnlyNote() {
  return <p className="mt-4 text-sm text-stone-600">Bạn chỉ có quyền xem các cài đặt này.</p>;
}

/**
 * The end of a settings form: the changed fields and its submit button (Đang lưu... while saving), or
 * ReadOnlyNote for a role that may not change them.
 */
export function SaveSettingsBar({
  canChange,
  changed,
  saving,
  label,
}: {
  canChange: boolean;
  /** The labels of the changed fields. */
  changed: string[];
  saving: boolean;
  label: string;
}) {
  if (!canChange) return <ReadOnlyNote />;
  return (
    <div className="space-y-3">
      <ChangedFields labels={changed} />
      <Button type="submit" loading={saving}>
        {!saving && <Save className="size-4" aria-hidden="true" />}
        {saving ? 'Đang lưu...' : label}
      </Button>
    </div>
  );
}

/** A group of a settings form's fields under a small heading (Giao hàng, Zalo…), two columns from sm. */
export function SettingsFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">{legend}</legend>
      {children}
    </fieldset>
  );
}
