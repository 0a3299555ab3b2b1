import { PIECE_STATUS_LABELS, type Piece } from '@shop/core/schemas/piece';
import {
  SERVICE_ITEMS,
  SERVICE_ITEM_LABELS,
  serviceBody,
  serviceUpdateBody,
  type Service,
  type ServiceUpdateInput,
} from '@shop/core/schemas/service';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { piecesQueryOptions } from '../../api/pieces';
import { useServiceMutations } from '../../api/services';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { FieldWithButton } from '../components/field-with-button';
import { FormModal, useModalForm } from '../components/form-modal';
import { noPermissionMessage } from '../components/no-permission';
import { TextareaField } from '../components/textarea-field';
import { WHOLE_NUMBER } from '../components/field-styles';

/** What the inputs hold: money as numbers (the API takes JSON numbers), empty texts as ''. */
interface ServiceFormValues {
  pieceId: number | null;
  brandName: string;
  model: string;
  serial: string;
  customerName: string;
  phone: string;
  email: string;
  problem: string;
  handedOver: string[];
  handedOverNote: string;
  conditionNote: string;
  estimate: number | null;
  fee: number | null;
  promisedDate: string | null;
  note: string;
}
type ServiceFormOutput = Omit<ServiceUpdateInput, 'fee'> & { fee?: number | null; pieceId?: number | null };

const openResolver = formResolver<ServiceFormValues, ServiceFormOutput>(serviceBody);
const editResolver = formResolver<ServiceFormValues, ServiceFormOutput>(serviceUpdateBody);
const money = (v: unknown) => (v === '' || v == null ? null : Number(v));

/** The watch chosen by its serial among the shop's pieces. */
type Chosen = Pick<Piece, 'id' | 'serial' | 'brandName' | 'productName' | 'variantName'>;
const watchText = (p: Chosen) => `${p.brandName} · ${p.productName} — ${p.variantName} · ${p.serial}`;

/** Finds the shop's pieces by serial (the pieces read right) to link the ticket to one. */
function SerialFinder({ onChoose }: { onChoose: (p: Piece) => void }) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const found = useQuery({ ...piecesQueryOptions({ serial: term, limit: 5 }), enabled: term.length > 0 });
  return (
    <div className="space-y-2 rounded-lg bg-stone-50 p-3">
      <FieldWithButton
        className="flex-1"
        label="Mua tại cửa hàng? Tìm theo số serial"
        autoComplete="off"
        value={text}
        onValueChange={setText}
        onPress={() => setTerm(text.trim())}
      >
        <Search className="size-4" aria-hidden /> Tìm
      </FieldWithButton>
      {term && found.isSuccess && found.data.pieces.length === 0 && (
        <p className="text-sm text-stone-600">
          Không có đồng hồ nào của cửa hàng với số serial này: nhập tay bên dưới.
        </p>
      )}
      {found.isSuccess && found.data.pieces.length > 0 && (
        <ul className="space-y-1" aria-label="Đồng hồ tìm thấy">
          {found.data.pieces.map((p) => (
            <li key={p.id}>
              <Button type="button" variant="ghost" size="sm" onClick={() => onChoose(p)}>
                {watchText(p)} ({PIECE_STATUS_LABELS[p.status]})
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface ServiceFormModalProps {
  /** The ticket to edit; absent: a watch to take in. */
  service?: Service;
  onClose: () => void;
  onSaved: (service: Service) => void;
}

/** Tiếp nhận đồng hồ / Sửa phiếu: the watch (a piece of the shop or typed in), the customer, the problem, the estimate. */
export function ServiceFormModal({ service, onClose, onSaved }: ServiceFormModalProps) {
  const { open, update } = useServiceMutations();
  const { can } = usePermissions();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const { form, field, modal } = useModalForm<ServiceFormValues, ServiceFormOutput>({
    resolver: service ? editResolver : openResolver,
    defaultValues: {
      pieceId: null,
      brandName: service?.brandName ?? '',
      model: service?.model ?? '',
      serial: service?.serial ?? '',
      customerName: service?.customerName ?? '',
      phone: service?.phone ?? '',
      email: service?.email ?? '',
      problem: service?.problem ?? '',
      handedOver: service?.handedOver ?? [],
      handedOverNote: service?.handedOverNote ?? '',
      conditionNote: service?.conditionNote ?? '',
      estimate: service?.estimate ?? null,
      fee: service?.fee ?? null,
      promisedDate: service?.promisedDate ?? null,
      note: service?.note ?? '',
    },
    save: async (values) => {
      if (service) onSaved(await update.mutateAsync({ id: service.id, body: { ...values, fee: values.fee ?? null } }));
      else {
        const { fee: _f, ...body } = values;
        onSaved(await open.mutateAsync(body));
      }
    },
    serverFields: ['brandName', 'model', 'phone', 'pieceId'],
    failure: () => ({
      fallback: 'Không thể lưu phiếu tiếp nhận',
      forbidden: noPermissionMessage(service ? 'sửa' : 'lập', 'phiếu tiếp nhận'),
      serverText: 'append',
    }),
  });
  const choose = (p: Chosen | null) => {
    setChosen(p);
    form.setValue('pieceId', p?.id ?? null);
  };
  const linked = service ? service.pieceId !== null : chosen !== null;

  return (
    <FormModal
      title={service ? `Sửa Phiếu ${service.code}` : 'Tiếp Nhận Đồng Hồ'}
      size="lg"
      submitLabel={service ? 'Cập Nhật' : 'Lập Phiếu'}
      onClose={onClose}
      {...modal}
    >
      {!service && !chosen && can('pieces', 'read') && <SerialFinder onChoose={choose} />}
      {linked ? (
        <div className="flex items-center justify-between gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <span>
            Đồng hồ của cửa hàng:{' '}
            {chosen ? watchText(chosen) : `${service!.brandName} · ${service!.model} · ${service!.serial ?? ''}`}
          </span>
          {chosen && (
            <Button type="button" variant="ghost" size="sm" onClick={() => choose(null)}>
              <X className="size-4" aria-hidden /> Bỏ chọn
            </Button>
          )}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Hãng *" placeholder="VD: Seiko" {...field('brandName')} />
          <TextField label="Mẫu đồng hồ *" placeholder="VD: Presage SRPB41" {...field('model')} />
          <TextField label="Số serial" autoComplete="off" {...field('serial')} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Tên khách hàng *" {...field('customerName')} />
        <TextField label="Số điện thoại *" inputMode="tel" {...field('phone')} />
        <TextField label="Email" type="email" {...field('email')} />
      </div>
      <TextareaField label="Tình trạng, yêu cầu của khách *" rows={2} {...field('problem')} />
      <TextField
        label="Tình trạng khi nhận"
        placeholder="VD: Kính xước nhẹ ở vị trí 3 giờ"
        {...field('conditionNote')}
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-ink">Đồ gửi kèm</legend>
        <div className="flex flex-wrap gap-4">
          {SERVICE_ITEMS.map((i) => (
            <label key={i} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" value={i} className="size-5" {...form.register('handedOver')} />
              {SERVICE_ITEM_LABELS[i]}
            </label>
          ))}
        </div>
        <TextField label="Khác" placeholder="VD: Dây da thay thế" {...field('handedOverNote')} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Chi phí dự kiến (đ)" {...WHOLE_NUMBER} {...field('estimate', { setValueAs: money })} />
        {service && <TextField label="Phí sửa chữa (đ)" {...WHOLE_NUMBER} {...field('fee', { setValueAs: money })} />}
        <TextField
          label="Ngày hẹn trả"
          type="date"
          {...field('promisedDate', { setValueAs: (v: string) => v || null })}
        />
      </div>
      <TextareaField label="Ghi chú nội bộ" rows={2} hint="Khách không thấy ghi chú này" {...field('note')} />
    </FormModal>
  );
}
