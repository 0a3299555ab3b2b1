import { TextField, type TextFieldProps } from '../../components/ui/text-field';

/**
 * The shopper's phone number (checkout, quick order, order look-up): the phone keyboard, the
 * browser's autofill, at most 30 characters. Spreads react-hook-form's `register('phone')` as is.
 */
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Số điện thoại" type="tel" inputMode="tel" autoComplete="tel" maxLength={30} {...props} />;
}
