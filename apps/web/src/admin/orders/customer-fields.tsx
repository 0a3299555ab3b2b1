import { TextField } from '../../components/ui/text-field';
import type { FieldFor } from '../components/form-field';

/** The customer part of an order form: name, phone, email (`field` of the order's form). */
export function CustomerFields({
  field,
  autoFocus,
}: {
  field: FieldFor<'customer' | 'phone' | 'email'>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField label="Tên khách hàng *" autoComplete="off" autoFocus={autoFocus} {...field('customer')} />
      <TextField label="Số điện thoại *" type="tel" inputMode="tel" autoComplete="off" {...field('phone')} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
    </>
  );
}
