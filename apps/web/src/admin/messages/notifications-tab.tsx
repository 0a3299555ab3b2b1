import {
  CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_KIND_INFO,
  MESSAGE_KINDS,
  PLACEHOLDERS,
  messageTemplateBody,
  templateTextProblem,
  type MessageChannelName,
  type MessageKind,
  type MessagePreview,
  type MessageTemplate,
  type MessageTemplateBody,
} from '@shop/core/schemas/message';
import { useQuery } from '@tanstack/react-query';
import { Eye, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../api/client';
import { messageTemplatesQueryOptions, previewTemplate, useSaveMessageTemplate } from '../../api/messages';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { showFieldErrors } from '../components/field-errors';
import { QueryStates } from '../components/query-list';
import { NoAccess } from '../components/no-access';
import { noPermissionMessage } from '../components/no-permission';
import { SelectField } from '../components/select-field';
import { TextareaField } from '../components/textarea-field';
import { useAlert } from '../components/use-alert';
import { SettingsSection } from '../settings/settings-section';
import { ChannelStates } from './channel-states';

const NONE = '';

/** The form's rule: the contract's, and the words this kind's template may use (the server checks the same). */
const formSchema = (kind: MessageKind) =>
  messageTemplateBody.superRefine((value, ctx) => {
    for (const field of ['subject', 'intro'] as const) {
      const problem = templateTextProblem(value[field], kind);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });

/**
 * Thông báo (a tab of Cài Đặt): the state of each channel, and each kind of message: its subject and
 * opening lines (with `{…}` words), its first channel and fallback, and a preview with a sample order.
 */
export function NotificationsTab() {
  const { can } = usePermissions();
  if (!can('messages', 'read')) return <NoAccess what="thông báo" />;
  return <Notifications canChange={can('messages', 'change')} />;
}

function Notifications({ canChange }: { canChange: boolean }) {
  const templates = useQuery(messageTemplatesQueryOptions());
  const [kind, setKind] = useState<MessageKind>('order-placed');
  return (
    <div className="space-y-5">
      <SettingsSection
        title="Kênh gửi"
        description="Email, Zalo ZNS và SMS được bật bằng cấu hình máy chủ (xem hướng dẫn Thông báo). Kênh chưa cấu hình thì tin nhắn được tạm giữ."
      >
        <ChannelStates />
      </SettingsSection>
      <SettingsSection
        title="Mẫu tin nhắn"
        description="Tiêu đề và lời mở đầu của từng loại tin, kênh gửi chính và kênh dự phòng (dùng khi kênh chính từ chối hoặc chưa gửi được sau 10 phút)."
      >
        <QueryStates query={templates} loading="Đang tải mẫu tin nhắn..." failed="Không thể tải mẫu tin nhắn">
          {(data) => (
            <div className="space-y-4">
              <SelectField
                label="Loại tin nhắn"
                className="max-w-md"
                value={kind}
                onChange={(e) => setKind(e.target.value as MessageKind)}
                options={MESSAGE_KINDS.map((k) => ({ value: k, label: MESSAGE_KIND_INFO[k].label }))}
              />
              <TemplateForm key={kind} template={data.templates.find((t) => t.kind === kind)!} canChange={canChange} />
            </div>
          )}
        </QueryStates>
      </SettingsSection>
    </div>
  );
}

function TemplateForm({ template, canChange }: { template: MessageTemplate; canChange: boolean }) {
  const { kind } = template;
  const info = MESSAGE_KIND_INFO[kind];
  const save = useSaveMessageTemplate();
  const { showAlert, showFailure, alertDialog } = useAlert();
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const form = useForm<MessageTemplateBody>({
    resolver: formResolver<MessageTemplateBody, MessageTemplateBody>(formSchema(kind)),
    defaultValues: { subject: template.subject, intro: template.intro, channels: template.channels },
  });
  const { register, handleSubmit, setValue, setError, control, formState } = form;
  const channels = useWatch({ control, name: 'channels' });
  const setChannel = (index: 0 | 1, value: string) => {
    const next = [...channels];
    if (value === NONE) next.splice(index);
    else next[index] = value as MessageChannelName;
    setValue('channels', next.slice(0, 2), { shouldDirty: true, shouldValidate: true });
  };

  const onPreview = handleSubmit(async (body) => {
    setPreviewing(true);
    try {
      setPreview(await previewTemplate(kind, body));
    } catch (error) {
      if (!showFieldErrors(error, setError, ['subject', 'intro']))
        showAlert({ type: 'error', message: errorMessage(error) });
    } finally {
      setPreviewing(false);
    }
  });
  const onSave = handleSubmit((body) =>
    save.mutate(
      { kind, body },
      {
        onSuccess: (saved) => {
          form.reset({ subject: saved.subject, intro: saved.intro, channels: saved.channels });
          showAlert({ type: 'success', message: `Đã lưu mẫu "${info.label}"` });
        },
        onError: (error) => {
          if (showFieldErrors(error, setError, ['subject', 'intro', 'channels'])) return;
          showFailure(error, {
            fallback: 'Không thể lưu mẫu tin nhắn',
            forbidden: noPermissionMessage('sửa', 'mẫu tin nhắn'),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={(e) => void onSave(e)} className="space-y-4" aria-label={`Mẫu ${info.label}`} noValidate>
      <p className="text-sm text-stone-600">
        Gửi tới: {info.audience === 'shop' ? 'cửa hàng (email và số điện thoại ở Cửa Hàng)' : 'khách đặt hàng'}. Các
        biến dùng được:{' '}
        {info.placeholders.map((p) => (
          <code key={p} className="mr-1 rounded bg-stone-100 px-1 py-0.5 text-xs" title={PLACEHOLDERS[p]}>
            {`{${p}}`}
          </code>
        ))}
      </p>
      <fieldset disabled={!canChange} className="space-y-4">
        <TextField label="Tiêu đề" error={formState.errors.subject?.message} {...register('subject')} />
        <TextareaField label="Lời mở đầu" rows={4} error={formState.errors.intro?.message} {...register('intro')} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            label="Kênh chính"
            value={channels[0] ?? NONE}
            onChange={(e) => setChannel(0, e.target.value)}
            error={formState.errors.channels?.message}
            options={[
              ...MESSAGE_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] })),
              { value: NONE, label: 'Không gửi' },
            ]}
          />
          <SelectField
            label="Kênh dự phòng"
            value={channels[1] ?? NONE}
            disabled={!canChange || channels.length === 0}
            onChange={(e) => setChannel(1, e.target.value)}
            options={[
              { value: NONE, label: 'Không có' },
              ...MESSAGE_CHANNELS.filter((c) => c !== channels[0]).map((c) => ({ value: c, label: CHANNEL_LABELS[c] })),
            ]}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => void onPreview()} disabled={previewing}>
          <Eye className="size-4" aria-hidden="true" />
          {previewing ? 'Đang tạo bản xem trước...' : 'Xem trước'}
        </Button>
        {canChange && (
          <Button type="submit" disabled={save.isPending}>
            <Save className="size-4" aria-hidden="true" />
            {save.isPending ? 'Đang lưu...' : 'Lưu mẫu'}
          </Button>
        )}
      </div>
      {preview && (
        <section aria-label="Bản xem trước" className="space-y-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
          <p className="text-sm">
            <span className="font-medium text-ink">Tiêu đề email:</span> {preview.subject}
          </p>
          <iframe
            title="Email xem trước"
            sandbox=""
            srcDoc={preview.html}
            className="h-[32rem] w-full rounded-lg bg-white ring-1 ring-stone-200"
          />
          <p className="text-sm">
            <span className="font-medium text-ink">SMS:</span> {preview.sms}
          </p>
        </section>
      )}
      {alertDialog}
    </form>
  );
}
