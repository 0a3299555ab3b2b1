import { PROVINCE_NAMES } from '@shop/core/provinces';
import { useEffect, useRef } from 'react';
import { useController, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useProvinceWards, WARDS_FAILED_MESSAGE } from '../../api/wards';
import { TextField } from '../../components/ui/text-field';
import { WardCombobox } from '../../components/ui/ward-combobox';
import type { FieldFor } from '../components/form-field';
import { optionsOf, SelectField } from '../components/select-field';
import { TextareaField } from '../components/textarea-field';

/** The address part of an order form: `shippingAddress.{province, ward, street}`. */
interface AddressValues {
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
  control: Control<AddressValues>;
  errors: FieldErrors<AddressValues>;
}

/**
 * Province or city (the 34 official names since 1 July 2025), ward or commune chosen from the
 * province's list (`GET /api/wards`), street address. An order placed before keeps its typed ward
 * until staff choose another province.
 */
function AddressFields({ register, control, errors }: AddressFieldsProps) {
  const e = errors.shippingAddress;
  const province = useWatch({ control, name: 'shippingAddress.province' }) ?? '';
  const { field } = useController({ control, name: 'shippingAddress.ward' });
  const { wards, loading, failed } = useProvinceWards(province);
  const { onChange } = field;
  const shownFor = useRef(province);
  useEffect(() => {
    if (shownFor.current === province) return;
    shownFor.current = province;
    onChange('');
  }, [province, onChange]);
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
      <WardCombobox
        label="Phường / Xã"
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onChange={onChange}
        onBlur={field.onBlur}
        wards={wards}
        noProvince={province === ''}
        loading={loading}
        error={e?.ward?.message ?? (failed ? WARDS_FAILED_MESSAGE : undefined)}
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

/** The delivery part of an order form: the address, then the note (the order form's `form` and `field`). */
export function DeliveryFields({
  form,
  field,
}: {
  // The forms' value types differ only outside the address and the note.
  form: { register: unknown; control: unknown; formState: { errors: FieldErrors<AddressValues> } };
  field: FieldFor<'note'>;
}) {
  return (
    <>
      <AddressFields
        register={form.register as UseFormRegister<AddressValues>}
        control={form.control as Control<AddressValues>}
        errors={form.formState.errors}
      />
      <TextareaField label="Ghi chú" rows={2} className="sm:col-span-2" {...field('note')} />
    </>
  );
}
