import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { PhoneField } from './phone-field';

/** One field of the form: react-hook-form's `register()` result and the field's error. */
interface Registered {
  field: UseFormRegisterReturn;
  error?: string;
}

/**
 * The storefront's look-up form: what identifies the thing (an order's code, a serial, a ticket's
 * code) and the shopper's phone, the button, and what went wrong under them. Used by Tra cứu đơn
 * hàng, Tra cứu bảo hành and Yêu cầu dữ liệu cá nhân.
 */
export function KeyPhoneForm({
  onSubmit,
  keyLabel,
  placeholder,
  maxLength,
  keyField,
  phone,
  loading,
  disabled,
  failure,
  children,
}: {
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  keyLabel: string;
  placeholder?: string;
  maxLength: number;
  keyField: Registered;
  phone: Registered;
  loading: boolean;
  disabled: boolean;
  /** What went wrong, shown as an alert. */
  failure?: string | false | null;
  /** The button's content. */
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="mt-6 grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <TextField
        label={keyLabel}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={maxLength}
        error={keyField.error}
        {...keyField.field}
      />
      <PhoneField error={phone.error} {...phone.field} />
      <Button type="submit" className="sm:mt-7" loading={loading} disabled={disabled}>
        {children}
      </Button>
      {failure && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 sm:col-span-3"
        >
          {failure}
        </p>
      )}
    </form>
  );
}
