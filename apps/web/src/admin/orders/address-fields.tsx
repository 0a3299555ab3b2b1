import { PROVINCE_NAMES } from '@shop/core/provinces';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field';
import { optionsOf, SelectField } from '../components/select-field';

/** The address part of an order form: `shippingAddress.{province, ward, street}`. */
export interface AddressValues {
  shippingAddress: { province: string; ward: string; street: string } | null;
}

/** An address left wholly empty is no address (a quick order's); a partly filled one is checked in full. */
export function addressOrNull<T extends AddressValues>(values: T): T {
  const a = values.shippingAddress;
  const empty = !a || (!a.province && !a.ward.trim() && !a.street.trim());
  return { ...values, shippingAddress: empty ? null : a };
}

interface AddressFieldsProps {
  // The forms' value types differ only outside the address.
  register: UseFormRegister<AddressValues>;
  errors: FieldErrors<AddressValues>;
}

/** Province or city (the 34 official names since 1 July 2025), ward or commune, street address. */
export function AddressFields({ register, errors }: AddressFieldsProps) {
  const e = errors.shippingAddress;
  return (
    <>
      <SelectField
        label="Tỉnh / Thành phố"
        error={e?.province?.message}
        options={optionsOf(PROVINCE_NAMES)}
        {...register('shippingAddress.province')}
      >
        <option value="">Chọn tỉnh / thành phố</option>
      </SelectField>
      <TextField
        label="Phường / Xã"
        autoComplete="off"
        error={e?.ward?.message}
        {...register('shippingAddress.ward')}
      />
      <TextField
        label="Số nhà, tên đường"
        autoComplete="off"
        className="sm:col-span-2"
        error={e?.street?.message}
        {...register('shippingAddress.street')}
      />
    </>
  );
}
