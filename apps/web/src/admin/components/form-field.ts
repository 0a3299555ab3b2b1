import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * The props a labelled field (TextField, SelectField, TextareaField) takes for one form value: what
 * `register(name)` gives, and the value's error message. `const field = fieldProps(form)`, then
 * `<TextField label="Tên *" {...field('name')} />`.
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'register' | 'formState'>,
) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...form.register(name, options),
    error: get<typeof form.formState.errors, FieldError | undefined>(form.formState.errors, name)?.message,
  });
}

/** A `fieldProps(form)` that a shared part of several forms takes: it asks only for the values it shows. */
export type FieldFor<K extends string> = (name: K) => UseFormRegisterReturn & { error?: string };
