import { KNOWN_SETTING_VALUES, type SettingBody } from '@shop/core/schemas/setting';
import {
  get,
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormProps,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { AlertContent } from '../components/no-permission';
import { useAlert } from '../components/use-alert';
import { useSaveSettings, type SaveOutcome } from '../../api/settings-writes';
import { useUnsavedChangesGuard } from './unsaved-changes';

export interface SettingsFormOptions<TValues extends FieldValues, TOutput extends TValues> extends UseFormProps<
  TValues,
  unknown,
  TOutput
> {
  /** How the changed-fields line names each field (as its label does), in the form's order. */
  labels: Partial<Record<Path<TValues>, string>>;
  /** The settings the checked values are saved as (sent in parallel). */
  entries: (values: TOutput) => SettingBody[];
  /** Said once everything is saved: in a toast, or with `savedIn: 'dialog'` in the success dialog. */
  saved: string;
  savedIn?: 'toast' | 'dialog';
  /** The alert when some settings could not be saved. */
  failure: (outcome: SaveOutcome) => AlertContent;
}

/**
 * A settings tab's form: react-hook-form, the guard against leaving with unsaved changes, the labels of
 * the changed fields, and a `submit` that saves the settings, then keeps the saved values as the new
 * start or shows what failed. `field(name)` gives a TextField its registration, error and "Đã thay đổi"
 * hint. Render `alertDialog` and `guard.dialog` once.
 */
export function useSettingsForm<TValues extends FieldValues, TOutput extends TValues = TValues>({
  labels,
  entries,
  saved,
  savedIn = 'toast',
  failure,
  ...options
}: SettingsFormOptions<TValues, TOutput>) {
  const { saveAll, saving } = useSaveSettings();
  const { showAlert, alertDialog } = useAlert();
  const form = useForm<TValues, unknown, TOutput>(options);
  const { errors, dirtyFields, isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const names = Object.keys(labels) as Path<TValues>[];
  const changed = names.filter((name) => get(dirtyFields, name)).map((name) => labels[name] ?? name);
  const changedHint = (name: Path<TValues>) => (get(dirtyFields, name) ? 'Đã thay đổi' : undefined);
  const field = <N extends Path<TValues>>(name: N, rules?: RegisterOptions<TValues, N>) => ({
    error: get<typeof errors, FieldError | undefined>(errors, name)?.message,
    hint: changedHint(name),
    ...form.register(name, rules),
  });

  const submit = form.handleSubmit(async (values) => {
    const outcome = await saveAll(entries(values));
    if (outcome.failed === 0) {
      form.reset(values);
      if (savedIn === 'dialog') showAlert({ type: 'success', message: saved });
      else toast.success(saved);
    } else {
      showAlert(failure(outcome));
    }
  });

  return { form, field, changed, changedHint, submit, saving, alertDialog, guard };
}

/** The core's rule for a setting's key (the server checks the same): true, or why it refuses the value. */
export function validateSetting(key: string, value: string): true | string {
  const result = KNOWN_SETTING_VALUES[key]?.safeParse(value);
  return !result || result.success || (result.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
}

/**
 * The settings a form edits, by field name (react-hook-form reads dots as nesting, so the keys are
 * mapped), each with its key and label: the names in order, and the labels the changed-fields line uses.
 */
export function settingFields<F extends Record<string, { key: string; label: string }>>(fields: F) {
  const names = Object.keys(fields) as Array<keyof F & string>;
  const labels = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.label])) as Record<
    keyof F,
    string
  >;
  return { names, labels };
}
