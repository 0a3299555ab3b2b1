import {
  MANUAL_PIECE_STATUSES,
  PIECE_SOURCES,
  PIECE_SOURCE_LABELS,
  PIECE_STATUS_LABELS,
  pieceUpdateBody,
  type Piece,
  type PieceUpdateInput,
  type PieceVariant,
} from '@shop/core/schemas/piece';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { pieceVariantsQueryOptions, usePieceMutations } from '../../api/pieces';
import { TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { usePermissions } from '../../auth/use-permissions';
import { FormModal, LoadingModal, useModalForm } from '../components/form-modal';
import { noPermissionMessage } from '../components/no-permission';
import { SelectField, optionsOf } from '../components/select-field';
import { TextareaField } from '../components/textarea-field';
import { WatchFields, type WatchValues } from './watch-fields';
import { WHOLE_NUMBER } from '../components/field-styles';

/** What the inputs hold: numbers as numbers (the API takes JSON numbers), empty choices as ''. */
interface PieceFormValues extends WatchValues {
  source: string;
  sourceName: string;
  sourcePhone: string;
  consignorPayout: number | null;
  costPrice: number | null;
  receivedAt: string;
  note: string;
  /** Editing only: where the piece goes (the moves staff make themselves). */
  status?: string;
  statusNote: string;
}

// One resolver for both: receiving has no status, and pieceUpdateBody's status is optional.
const resolver = formResolver<PieceFormValues, PieceUpdateInput>(pieceUpdateBody);
const money = (v: unknown) => (v === '' || v == null ? null : Number(v));

export interface PieceFormModalProps {
  /** The piece to edit; absent: a piece to receive. */
  piece?: Piece;
  onClose: () => void;
  onSaved: (piece: Piece) => void;
}

/** Nhập đồng hồ / Sửa đồng hồ: serial, condition, what comes with it, where it came from, cost (costs right). */
export function PieceFormModal(props: PieceFormModalProps) {
  const variants = useQuery(pieceVariantsQueryOptions());
  const title = props.piece ? 'Sửa Đồng Hồ' : 'Nhập Đồng Hồ';
  if (variants.isPending) return <LoadingModal title={title} size="lg" onClose={props.onClose} />;
  return <PieceForm {...props} title={title} variants={variants.data ?? []} failed={variants.isError} />;
}

function PieceForm({
  piece,
  onClose,
  onSaved,
  title,
  variants,
  failed,
}: PieceFormModalProps & {
  title: string;
  variants: PieceVariant[];
  failed: boolean;
}) {
  const { receive, update } = usePieceMutations();
  const { can } = usePermissions();
  const costs = can('costs', 'change');
  const { form, field, modal } = useModalForm<PieceFormValues, PieceUpdateInput>({
    resolver,
    defaultValues: {
      variantId: piece?.variantId ?? 0,
      serial: piece?.serial ?? '',
      reference: piece?.reference ?? '',
      condition: piece?.condition ?? 'new',
      grade: piece?.grade ?? null,
      conditionNote: piece?.conditionNote ?? '',
      accessories: piece?.accessories ?? ['box', 'papers'],
      accessoriesNote: piece?.accessoriesNote ?? '',
      source: piece?.source ?? 'distributor',
      sourceName: piece?.sourceName ?? '',
      sourcePhone: piece?.sourcePhone ?? '',
      consignorPayout: piece?.consignorPayout ?? null,
      costPrice: piece?.costPrice ?? null,
      receivedAt: piece?.receivedAt ?? '',
      note: piece?.note ?? '',
      status: piece?.status,
      statusNote: '',
    },
    save: async (values) => {
      const body = { ...values, costPrice: costs ? values.costPrice : null };
      if (piece) {
        // Reserved and sold are the orders' moves: the piece keeps its status unless staff pick another.
        const status = values.status && values.status !== piece.status ? values.status : undefined;
        onSaved(await update.mutateAsync({ id: piece.id, body: { ...body, status } }));
      } else {
        const { status: _s, statusNote: _n, ...fields } = body;
        onSaved(await receive.mutateAsync(fields));
      }
    },
    serverFields: ['serial', 'variantId', 'grade', 'sourceName', 'consignorPayout', 'costPrice'],
    failure: () => ({
      fallback: 'Không thể lưu đồng hồ',
      forbidden: noPermissionMessage(piece ? 'sửa' : 'nhập', 'đồng hồ'),
      serverText: 'append',
    }),
  });
  const [condition, source] = useWatch({ control: form.control, name: ['condition', 'source'] });
  const variantField = field('variantId', { setValueAs: (v) => Number(v) || 0 });
  const moves = piece && MANUAL_PIECE_STATUSES.includes(piece.status as never);

  return (
    <FormModal title={title} size="lg" submitLabel={piece ? 'Cập Nhật' : 'Nhập Kho'} onClose={onClose} {...modal}>
      <WatchFields
        field={field}
        variantField={variantField}
        gradeField={field('grade', { setValueAs: (v: string) => v || null })}
        accessoriesField={form.register('accessories')}
        condition={condition}
        variants={variants}
        variantsFailed={failed}
        variantLocked={Boolean(piece && piece.status !== 'in_stock')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Nguồn *" {...field('source')} options={optionsOf(PIECE_SOURCES, PIECE_SOURCE_LABELS)} />
        <TextField label="Ngày nhập" type="date" {...field('receivedAt', { setValueAs: (v: string) => v || null })} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={source === 'distributor' ? 'Nhà phân phối' : source === 'buyback' ? 'Mua từ khách' : 'Người ký gửi *'}
          {...field('sourceName')}
        />
        <TextField
          label={source === 'consignment' ? 'Điện thoại người ký gửi *' : 'Điện thoại'}
          inputMode="tel"
          {...field('sourcePhone')}
        />
      </div>
      {source === 'consignment' && (
        <TextField
          label="Số tiền trả người ký gửi khi bán (đ)"
          {...WHOLE_NUMBER}
          {...field('consignorPayout', { setValueAs: money })}
        />
      )}
      {costs && (
        <TextField
          label="Giá vốn (đ)"
          {...WHOLE_NUMBER}
          hint="Chỉ người có quyền Giá vốn mới thấy"
          {...field('costPrice', { setValueAs: money })}
        />
      )}
      <TextareaField label="Ghi chú" rows={2} {...field('note')} />
      {moves && (
        <div className="grid gap-4 rounded-lg bg-stone-50 p-3 sm:grid-cols-2">
          <SelectField
            label="Trạng thái"
            {...field('status')}
            options={optionsOf(MANUAL_PIECE_STATUSES, PIECE_STATUS_LABELS)}
          />
          <TextField label="Lý do / ghi chú khi chuyển" {...field('statusNote')} />
        </div>
      )}
    </FormModal>
  );
}
