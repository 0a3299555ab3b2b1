// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { POLICIES, policyPath, type PolicySlug } from '@shop/core/policies';
import { policyBody, type PolicyBody, type PolicyVersion } from '@shop/core/schemas/policy';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { policyHistoryQueryOptions, policyQueryOptions, useSavePolicy } from '../../api/policies';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { fieldProps } from '../components/form-field';
import { serverMessage } from '../components/no-permission';
import { SelectField } from '../components/select-field';
import { TextareaField } from '../components/textarea-field';
import { useAlert } from '../components/use-alert';
import { QueryStates } from '../components/query-list';
import { SettingsSection } from '../settings/settings-section';
import { formatDateTime } from '../../lib/format-date';

/**
 * Chính sách cửa hàng (Cửa Hàng): the six policy pages of the storefront, each edited as Markdown; a
 * save is a new version (the old ones stay readable at /chinh-sach/<slug>?v=<n>, which the orders
 * agreed to them link). Saving needs the shop change right.
 */
export function PolicyEditor({ canChange }: { canChange: boolean }) {
  const [slug, setSlug] = useState<PolicySlug>(POLICIES[0].slug);
  const current = useQuery(policyQueryOptions(slug));
  return (
    <SettingsSection
      title="Chính sách cửa hàng"
      description="Các trang chính sách hiện ở cuối mọi trang của cửa hàng. Viết bằng Markdown: ## Tiêu đề, - gạch đầu dòng, **chữ đậm**, [liên kết](https://...). Mỗi lần lưu là một phiên bản mới; phiên bản cũ vẫn xem được."
    >
      <SelectField
        label="Chính sách"
        value={slug}
        onChange={(e) => setSlug(e.target.value as PolicySlug)}
        options={POLICIES.map((p) => ({ value: p.slug, label: p.title }))}
        className="max-w-md"
      />
      <div className="mt-5">
        <QueryStates query={current} loading="Đang tải chính sách..." failed="Không thể tải chính sách">
          {(policy) => (
            // A new form for each policy and each saved version.
            <PolicyForm key={`${slug}-${policy.version}`} policy={policy} canChange={canChange} />
          )}
        </QueryStates>
      </div>
      <PolicyHistoryList slug={slug} />
    </SettingsSection>
  );
}

function PolicyForm({ policy, canChange }: { policy: PolicyVersion; canChange: boolean }) {
  const { showAlert, alertDialog } = useAlert();
  const form = useForm<PolicyBody>({
    resolver: formResolver<PolicyBody, PolicyBody>(policyBody),
    defaultValues: { title: policy.title, markdown: policy.markdown },
  });
  const field = fieldProps(form);
  const save = useSavePolicy(policy.slug);
  const submit = (values: PolicyBody) =>
    save.mutate(values, {
      onSuccess: (saved) => toast.success(`Đã lưu ${saved.title} (phiên bản ${saved.version})`),
      onError: (error) => showAlert({ type: 'error', message: serverMessage(error) ?? 'Không thể lưu chính sách' }),
    });
  return (
    <form
      noValidate
      aria-label="Sửa chính sách"
      className="space-y-4"
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
    >
      <p className="text-sm text-stone-600">
        Đang áp dụng: phiên bản {policy.version}, lưu lúc {formatDateTime(policy.createdAt)}
        {policy.createdBy ? ` bởi ${policy.createdBy}` : ' (nội dung mặc định)'}.{' '}
        <a
          href={policyPath(policy.slug)}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-medium text-primary-ink underline underline-offset-4"
        >
          Xem trên cửa hàng
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </p>
      <TextField label="Tiêu đề" readOnly={!canChange} {...field('title')} />
      <TextareaField label="Nội dung (Markdown)" rows={16} readOnly={!canChange} {...field('markdown')} />
      {canChange && (
        <Button type="submit" loading={save.isPending}>
          {!save.isPending && <Save className="size-4" aria-hidden="true" />}
          {save.isPending ? 'Đang lưu...' : 'Lưu phiên bản mới'}
        </Button>
      )}
      {alertDialog}
    </form>
  );
}

function PolicyHistoryList({ slug }: { slug: PolicySlug }) {
  const history = useQuery(policyHistoryQueryOptions(slug));
  if (!history.data) return null;
  return (
    <section aria-label="Các phiên bản" className="mt-6">
      <h4 className="text-sm font-semibold uppercase tracking-wide text-stone-500">Các phiên bản</h4>
      <ul className="mt-2 divide-y divide-stone-100 text-sm">
        {history.data.versions.map((v) => (
          <li key={v.version} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              Phiên bản {v.version} · {formatDateTime(v.createdAt)} · {v.createdBy ?? 'Nội dung mặc định'}
            </span>
            <a
              href={policyPath(slug, v.version)}
              target="_blank"
              rel="noopener"
              className="font-medium text-primary-ink underline underline-offset-4"
            >
              Xem phiên bản {v.version}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
