import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field';
import { CheckField } from '../components/check-field';
import type { CheckoutFormInput, CheckoutFormValues } from './checkout-form';

/**
 * "Xuất hóa đơn VAT" (docs/selling-lawfully.md#5-vat-invoices): every order gets an e-invoice; a buyer who wants it made out
 * to a company or to themselves ticks the box and gives the name, tax code, address and the email the
 * invoice is sent to. Unticked by default; the fields show and count only once it is ticked.
 */
export function InvoiceFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<CheckoutFormInput>;
  control: Control<CheckoutFormInput, unknown, CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormInput>;
}) {
  const wanted = useWatch({ control, name: 'wantsInvoice' });
  return (
    <div className="flex flex-col gap-4">
      <CheckField
        label="Xuất hóa đơn VAT"
        hint="Hóa đơn điện tử ghi tên công ty hoặc của bạn, gửi đến email bạn nhập sau khi đơn hoàn thành."
        {...register('wantsInvoice')}
      />
      {wanted && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Tên công ty hoặc người mua"
            autoComplete="organization"
            maxLength={300}
            className="sm:col-span-2"
            error={errors.invoice?.companyName?.message}
            {...register('invoice.companyName')}
          />
          <TextField
            label="Mã số thuế"
            inputMode="numeric"
            maxLength={20}
            hint="10 số, 10 số kèm -3 số chi nhánh, hoặc 12 số căn cước của cá nhân"
            error={errors.invoice?.taxCode?.message}
            {...register('invoice.taxCode')}
          />
          <TextField
            label="Email nhận hóa đơn"
            type="email"
            autoComplete="email"
            maxLength={200}
            error={errors.invoice?.email?.message}
            {...register('invoice.email')}
          />
          <TextField
            label="Địa chỉ xuất hóa đơn"
            maxLength={500}
            className="sm:col-span-2"
            error={errors.invoice?.address?.message}
            {...register('invoice.address')}
          />
        </div>
      )}
    </div>
  );
}
