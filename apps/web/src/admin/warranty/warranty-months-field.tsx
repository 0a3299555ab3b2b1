import { DEFAULT_WARRANTY_MONTHS, MAX_WARRANTY_MONTHS } from '@shop/core/warranty';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field';

/** A months input: empty → null (the default applies); text it cannot read → NaN (refused by the contract). */
export const asMonths = (v: unknown) => (v === '' || v == null ? null : Number(v));

export interface WarrantyMonthsFieldProps extends UseFormRegisterReturn {
  error?: string;
  /** The months that apply when left empty (the brand's, or 24). */
  fallback?: number | null;
  /** What the fallback is: "thương hiệu" or "mặc định". */
  fallbackOf?: string;
}

/** "Bảo hành (tháng)" of a product or a brand: empty takes the brand's months, else 24. */
export function WarrantyMonthsField({ fallback, fallbackOf, ...props }: WarrantyMonthsFieldProps) {
  const months = fallback ?? DEFAULT_WARRANTY_MONTHS;
  return (
    <TextField
      label="Bảo hành (tháng)"
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_WARRANTY_MONTHS}
      step={1}
      placeholder={String(months)}
      hint={`Để trống: ${months} tháng (${fallbackOf ?? 'mặc định'})`}
      {...props}
    />
  );
}
