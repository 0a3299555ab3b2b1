import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { usePermissions } from '../../auth/use-permissions';
import { settingsQueryOptions } from '../../api/settings';
import { useSaveSettingsBatch, type FailedSetting } from '../../api/settings-writes';
import { Button } from '../../components/ui/button';
import { LoadError } from '../components/load-error';
import { isForbidden, noPermissionMessage, NO_PERMISSION_TITLE, serverMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';
import { RequireRight } from '../layout/require-right';
import { LoadingState } from '../layout/screen-state';
import { StoreFacts } from './store-facts';
import { StoreForm } from './store-form';
import { StoreOverview } from './store-overview';
import { PolicyEditor } from './policy-editor';
import { SellerIdentitySection } from './seller-identity';
import { WarrantyConditionsSection } from '../warranty/warranty-conditions';
import { StoreQuickActions } from './store-quick-actions';
import { changedStoreSettings, readStoreInfo, STORE_KEY_LABELS, type StoreInfo } from './store-settings';

function FailureList({ failed }: { failed: FailedSetting[] }) {
  return (
    <>
      <p>Không thể lưu {failed.length} thông tin:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {failed.map(({ key, error }) => (
          <li key={key}>
            {STORE_KEY_LABELS[key] ?? key}: {serverMessage(error) ?? 'Có lỗi xảy ra'}
          </li>
        ))}
      </ul>
    </>
  );
}

function Shop() {
  const { can } = usePermissions();
  const canChange = can('shop', 'change');
  const query = useQuery(settingsQueryOptions());
  const save = useSaveSettingsBatch();
  const [editing, setEditing] = useState(false);
  const { showAlert, alertDialog } = useAlert();

  if (query.isPending) return <LoadingState label="Đang tải thông tin cửa hàng..." />;
  if (query.isError) {
    return <LoadError message="Không thể tải thông tin cửa hàng" query={query} />;
  }
  const store = readStoreInfo(query.data);

  async function onSave(next: StoreInfo) {
    const changed = changedStoreSettings(query.data, next);
    if (changed.length === 0) {
      toast.info('Không có thay đổi nào để lưu');
      setEditing(false);
      return;
    }
    const failed = await save.mutateAsync(changed.map((c) => ({ ...c, description: STORE_KEY_LABELS[c.key] })));
    if (failed.length === 0) {
      toast.success('Đã lưu thông tin cửa hàng');
      setEditing(false);
    } else if (failed.every((f) => isForbidden(f.error))) {
      showAlert({
        type: 'error',
        title: NO_PERMISSION_TITLE,
        message: noPermissionMessage('sửa', 'thông tin cửa hàng'),
      });
    } else {
      showAlert({ type: 'error', message: <FailureList failed={failed} /> });
    }
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <section
        className="flex flex-col gap-4 rounded-2xl bg-ink p-5 text-ivory sm:flex-row sm:items-start sm:justify-between sm:p-6"
        data-surface="dark"
      >
        <div className="min-w-0">
          <h2 className="text-2xl font-semibold">{store.name || 'Chưa đặt tên cửa hàng'}</h2>
          {store.description && (
            <p className="mt-2 max-w-3xl text-sm leading-relaxed text-stone-300">{store.description}</p>
          )}
          {store.established && (
            <p className="mt-3 inline-flex items-center gap-2 text-sm text-primary">
              <CalendarDays className="size-4" aria-hidden="true" />
              Thành lập năm {store.established}
            </p>
          )}
        </div>
        {canChange && !editing && (
          <Button onClick={() => setEditing(true)} className="shrink-0">
            <Pencil className="size-4" aria-hidden="true" />
            Chỉnh sửa
          </Button>
        )}
      </section>

      <StoreFacts />

      {editing ? (
        <StoreForm
          store={store}
          saving={save.isPending}
          onSave={(next) => void onSave(next)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <StoreOverview store={store} />
      )}

      <div id="nguoi-ban">
        <SellerIdentitySection settings={query.data} canChange={canChange} />
      </div>

      <div id="bao-hanh">
        <WarrantyConditionsSection settings={query.data} canChange={canChange} />
      </div>

      <div id="chinh-sach">
        <PolicyEditor canChange={canChange} />
      </div>

      <StoreQuickActions />
      {alertDialog}
    </div>
  );
}

/** Cửa Hàng (/admin/shop): the store information saved in the store.* settings. */
export function ShopPage() {
  return (
    <RequireRight resource="shop" what="thông tin cửa hàng">
      <Shop />
    </RequireRight>
  );
}
