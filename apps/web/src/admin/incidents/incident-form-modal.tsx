import { shopLocalDateTime } from '@shop/core/schemas/dashboard';
import { incidentBody, INCIDENT_REPORT_HOURS, type Incident } from '@shop/core/schemas/incident';
import { useIncidentMutations } from '../../api/incidents';
import { TextField } from '../../components/ui/text-field';
import { CheckboxField } from '../components/checkbox-field';
import { FormModal } from '../components/form-modal';
import { useItemModalForm } from '../components/item-form-modal';
import { TextareaField } from '../components/textarea-field';
import { WHOLE_NUMBER } from '../components/field-styles';

interface IncidentFormValues {
  title: string;
  description: string;
  /** datetime-local values, on the shop's clock. */
  foundAt: string;
  data: string;
  peopleAffected: number | null;
  reportedAt: string | null;
  reportedTo: string;
  measures: string;
  closed: boolean;
}

/** An empty number or date field means "not known" / "not yet". */
const orNull = (v: string) => (v === '' ? null : v);
const countOrNull = (v: string) => (v === '' ? null : Number(v));

export interface IncidentFormModalProps {
  /** The entry to change; absent: a new entry. */
  incident?: Incident;
  onClose: () => void;
}

/** An entry of the register: what happened, when found, what data, whom the shop told and when, what it did. */
export function IncidentFormModal({ incident, onClose }: IncidentFormModalProps) {
  const { save } = useIncidentMutations();
  const { field, modal, form } = useItemModalForm<IncidentFormValues, typeof incidentBody>({
    item: { noun: 'sự cố', title: 'Sự Cố' },
    editing: Boolean(incident),
    onClose,
    schema: incidentBody,
    defaultValues: {
      title: incident?.title ?? '',
      description: incident?.description ?? '',
      foundAt: incident ? shopLocalDateTime(incident.foundAt) : '',
      data: incident?.data ?? '',
      peopleAffected: incident?.peopleAffected ?? null,
      reportedAt: incident?.reportedAt ? shopLocalDateTime(incident.reportedAt) : null,
      reportedTo: incident?.reportedTo ?? '',
      measures: incident?.measures ?? '',
      closed: incident?.closed ?? false,
    },
    save: (body) => save.mutateAsync({ id: incident?.id, body }),
  });

  return (
    <FormModal size="lg" closeOnBackdrop={false} {...modal}>
      <TextField label="Sự việc *" placeholder="VD: Gửi nhầm danh sách khách hàng qua email" {...field('title')} />
      <TextareaField label="Mô tả" rows={3} {...field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Phát hiện lúc *"
          type="datetime-local"
          hint={`Phải thông báo cho cơ quan chức năng trong ${INCIDENT_REPORT_HOURS} giờ kể từ lúc này`}
          {...field('foundAt')}
        />
        <TextField
          label="Số người bị ảnh hưởng"
          {...WHOLE_NUMBER}
          {...field('peopleAffected', { setValueAs: countOrNull })}
        />
      </div>
      <TextareaField
        label="Dữ liệu bị ảnh hưởng *"
        rows={2}
        placeholder="VD: Họ tên, số điện thoại, địa chỉ giao hàng"
        {...field('data')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Đã thông báo lúc"
          type="datetime-local"
          hint="Để trống khi chưa thông báo"
          {...field('reportedAt', { setValueAs: orNull })}
        />
        <TextField
          label="Đã thông báo cho"
          placeholder="VD: Cục A05 – Bộ Công an; khách hàng bị ảnh hưởng"
          {...field('reportedTo')}
        />
      </div>
      <TextareaField label="Biện pháp xử lý" rows={3} {...field('measures')} />
      <CheckboxField label="Đã xử lý xong" {...form.register('closed')} />
    </FormModal>
  );
}
