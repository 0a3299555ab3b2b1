import {
  PIECE_ACCESSORIES,
  PIECE_ACCESSORY_LABELS,
  PIECE_CONDITIONS,
  PIECE_CONDITION_LABELS,
  PIECE_GRADES,
  type PieceVariant,
} from '@shop/core/schemas/piece';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field';
import type { FieldFor } from '../components/form-field';
import { SelectField, optionsOf } from '../components/select-field';

type Registered = UseFormRegisterReturn & { error?: string };

/** What WatchFields' inputs hold, in the forms that show them (numbers as numbers, no grade as null). */
export interface WatchValues {
  variantId: number;
  serial: string;
  reference: string;
  condition: string;
  grade: string | null;
  conditionNote: string;
  accessories: string[];
  accessoriesNote: string;
}

export interface WatchFieldsProps {
  field: FieldFor<'serial' | 'reference' | 'condition' | 'conditionNote' | 'accessoriesNote'>;
  /** `field('variantId')` as a number; `field('grade')` with '' as null; `register('accessories')`. */
  variantField: Registered;
  gradeField: Registered;
  accessoriesField: UseFormRegisterReturn;
  condition: string;
  variants: PieceVariant[];
  variantsFailed: boolean;
  variantLocked?: boolean;
}

/** The watch itself, as Nhập đồng hồ and Thu mua đồng hồ ask for it: variant, serial, condition, what comes with it. */
export function WatchFields({
  field,
  variantField,
  gradeField,
  accessoriesField,
  condition,
  variants,
  variantsFailed,
  variantLocked,
}: WatchFieldsProps) {
  return (
    <>
      <SelectField
        label="Sản phẩm / phiên bản *"
        {...variantField}
        disabled={variantLocked}
        error={variantField.error ?? (variantsFailed ? 'Không thể tải danh sách phiên bản' : undefined)}
        hint="Chỉ các phiên bản đã bật “Theo dõi từng chiếc (số serial)” ở Sản Phẩm"
      >
        <option value={0}>Chọn phiên bản</option>
        {variants.map((v) => (
          <option key={v.variantId} value={v.variantId}>
            {v.brandName} · {v.productName} — {v.variantName} (còn {v.stock})
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Số serial *" autoComplete="off" placeholder="VD: 7X2A1190" {...field('serial')} />
        <TextField label="Số reference / số vỏ" autoComplete="off" placeholder="VD: 126610LN" {...field('reference')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Tình trạng *"
          {...field('condition')}
          options={optionsOf(PIECE_CONDITIONS, PIECE_CONDITION_LABELS)}
        />
        {condition === 'used' && (
          <SelectField label="Xếp loại *" {...gradeField}>
            <option value="">Chọn loại</option>
            {PIECE_GRADES.map((g) => (
              <option key={g} value={g}>
                Loại {g}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {condition === 'used' && (
        <TextField label="Ghi chú tình trạng" placeholder="VD: Xước nhẹ ở khóa" {...field('conditionNote')} />
      )}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-ink">Đi kèm</legend>
        <div className="flex flex-wrap gap-4">
          {PIECE_ACCESSORIES.map((a) => (
            <label key={a} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" value={a} className="size-5" {...accessoriesField} />
              {PIECE_ACCESSORY_LABELS[a]}
            </label>
          ))}
        </div>
        <TextField label="Khác" placeholder="VD: Dây da thay thế" {...field('accessoriesNote')} />
      </fieldset>
    </>
  );
}
