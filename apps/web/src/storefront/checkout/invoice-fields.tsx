import { useId } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field';
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
  const id = useId();
  const wanted = useWatch({ control, name: 'wantsInvoice' });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3 text-sm text-stone-700">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-ink"
          aria-describedby={`${id}-hint`}
          {...register('wantsInvoice')}
        />
        <span>
          <label htmlFor={id} className="font-medium text-ink">
            Xuất hóa đơn VAT
          </label>
          <span id={`${id}-hint`} className="block text-stone-600">
            Hóa đơn điện tử ghi tên công ty hoặc của bạn, gửi đến email bạn nhập sau khi đơn hoàn thành.
          </span>
        </span>
      </div>
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
