import { buybackBody, type Buyback, type BuybackInput } from '@shop/core/schemas/buyback';
import type { PieceVariant } from '@shop/core/schemas/piece';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useRecordBuyback } from '../../api/buybacks';
import { pieceVariantsQueryOptions } from '../../api/pieces';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { FormModal, LoadingModal, useModalForm } from '../components/form-modal';
import { noPermissionMessage } from '../components/no-permission';
import { TextareaField } from '../components/textarea-field';
import { WatchFields, type WatchValues } from '../pieces/watch-fields';
import { WHOLE_NUMBER } from '../components/field-styles';

/** What the inputs hold: numbers as numbers, empty choices as '' or null. */
interface BuybackFormValues extends WatchValues {
  price: number | null;
  sellerName: string;
  sellerPhone: string;
  sellerIdNumber: string;
  boughtAt: string | null;
  note: string;
}

const resolver = formResolver<BuybackFormValues, BuybackInput>(buybackBody);

interface BuybackFormModalProps {
  onClose: () => void;
  onSaved: (buyback: Buyback) => void;
}

/** Thu Mua Đồng Hồ: a watch bought from a customer, received as a piece "thu mua lại" (pieces + costs change). */
function BuybackFormModal(props: BuybackFormModalProps) {
  const variants = useQuery(pieceVariantsQueryOptions());
  if (variants.isPending) return <LoadingModal title="Thu Mua Đồng Hồ" size="lg" onClose={props.onClose} />;
  return <BuybackForm {...props} variants={variants.data ?? []} failed={variants.isError} />;
}

function BuybackForm({
  onClose,
  onSaved,
  variants,
  failed,
}: BuybackFormModalProps & { variants: PieceVariant[]; failed: boolean }) {
  const record = useRecordBuyback();
  const { form, field, modal } = useModalForm<BuybackFormValues, BuybackInput>({
    resolver,
    defaultValues: {
      variantId: 0,
      serial: '',
      reference: '',
      condition: 'used',
      grade: null,
      conditionNote: '',
      accessories: [],
      accessoriesNote: '',
      price: null,
      sellerName: '',
      sellerPhone: '',
      sellerIdNumber: '',
      boughtAt: null,
      note: '',
    },
    save: async (values) => onSaved(await record.mutateAsync(values)),
    serverFields: ['serial', 'variantId', 'grade', 'price', 'sellerPhone', 'sellerIdNumber'],
    failure: () => ({
      fallback: 'Không thể lưu phiếu thu mua',
      forbidden: noPermissionMessage('ghi', 'phiếu thu mua'),
      serverText: 'append',
    }),
  });
  const condition = useWatch({ control: form.control, name: 'condition' });

  return (
    <FormModal title="Thu Mua Đồng Hồ" size="lg" submitLabel="Lưu Phiếu Thu Mua" onClose={onClose} {...modal}>
      <WatchFields
        field={field}
        variantField={field('variantId', { setValueAs: (v) => Number(v) || 0 })}
        gradeField={field('grade', { setValueAs: (v: string) => v || null })}
        accessoriesField={form.register('accessories')}
        condition={condition}
        variants={variants}
        variantsFailed={failed}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Giá thu mua (đ) *"
          {...WHOLE_NUMBER}
          min={1}
          hint="Là giá vốn của chiếc đồng hồ"
          {...field('price', { setValueAs: (v: unknown) => (v === '' || v == null ? null : Number(v)) })}
        />
        <TextField label="Ngày mua" type="date" {...field('boughtAt', { setValueAs: (v: string) => v || null })} />
      </div>
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-ink">Người bán</legend>
        <TextField label="Họ tên người bán *" autoComplete="off" {...field('sellerName')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Số điện thoại *" inputMode="tel" autoComplete="off" {...field('sellerPhone')} />
          <TextField
            label="Số CCCD *"
            inputMode="numeric"
            autoComplete="off"
            hint="12 chữ số, cần cho bảng kê thu mua"
            {...field('sellerIdNumber')}
          />
        </div>
      </fieldset>
      <TextareaField label="Ghi chú" rows={2} {...field('note')} />
    </FormModal>
  );
}

/** The button that opens Thu Mua Đồng Hồ, for a role that may record a purchase (pieces and costs change). */
export function BuybackButton() {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!can('pieces', 'change') || !can('costs', 'change')) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <HandCoins className="size-4" aria-hidden /> Thu mua đồng hồ
      </Button>
      {open && (
        <BuybackFormModal onClose={() => setOpen(false)} onSaved={(b) => void navigate(`/admin/pieces/${b.pieceId}`)} />
      )}
    </>
  );
}
