import { useEffect, useRef } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useProvinceWards, WARDS_FAILED_MESSAGE } from '../../api/wards';
import { WardCombobox } from '../../components/ui/ward-combobox';

/** The part of a form's control the field uses: a form with `shippingAddress.ward`. */
export type WardFieldControl = Control<{ shippingAddress: { province: string; ward: string; street: string } }>;

interface WardFieldProps {
  control: WardFieldControl;
  province: string;
  error?: string;
  className?: string;
}

/**
 * The ward of the checkout's address, chosen from the province's list (`GET /api/wards`, asked once
 * the province is chosen). Another province empties the ward.
 */
export function WardField({ control, province, error, className }: WardFieldProps) {
  const { field } = useController({ control, name: 'shippingAddress.ward' });
  const { wards, loading, failed } = useProvinceWards(province);
  const { value, onChange } = field;
  // A ward belongs to one province: choosing another province empties the field.
  const shownFor = useRef(province);
  useEffect(() => {
    if (shownFor.current === province) return;
    const before = shownFor.current;
    shownFor.current = province;
    // From no province (the form filled with a saved address) the ward that came with it stays.
    if (before !== '') onChange('');
  }, [province, onChange]);
  return (
    <WardCombobox
      label="Phường / Xã"
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={onChange}
      onBlur={field.onBlur}
      wards={wards}
      noProvince={province === ''}
      loading={loading}
      error={error ?? (failed ? WARDS_FAILED_MESSAGE : undefined)}
      className={className}
    />
  );
}
