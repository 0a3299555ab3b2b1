import type { Resource } from '@shop/core/permissions';
import { Layers, Package, Ruler, Tag } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../auth/use-permissions';
import { BrandsTab } from '../brands/brands-tab';
import { CategoriesTab } from '../categories/categories-tab';
import { NoPermissionPanel } from '../components/no-permission-panel';
import { noPermissionMessage } from '../components/no-permission';
import { TabList, tabId, tabPanelId } from '../components/tab-list';
import { SizesTab } from '../sizes/sizes-tab';
import { ProductsTab } from './products-tab';

type CatalogueTab = 'products' | 'brands' | 'categories' | 'sizes';

const TABS: readonly { id: CatalogueTab; label: string; resource: Resource; icon: typeof Package }[] = [
  { id: 'products', label: 'Sản Phẩm', resource: 'products', icon: Package },
  { id: 'brands', label: 'Thương Hiệu', resource: 'brands', icon: Tag },
  { id: 'categories', label: 'Danh Mục', resource: 'categories', icon: Layers },
  { id: 'sizes', label: 'Kích Thước', resource: 'sizes', icon: Ruler },
];

const PREFIX = 'catalogue';

/**
 * /admin/products: tabs Sản Phẩm, Thương Hiệu, Danh Mục, Kích Thước, each shown only when the role
 * has some right on its resource. The open tab is kept in `?tab=`.
 */
export function ProductsPage() {
  const { hasAny, isLoading } = usePermissions();
  const [params, setParams] = useSearchParams();

  if (isLoading) {
    return (
      <p role="status" className="py-16 text-center text-sm text-stone-600">
        Đang tải…
      </p>
    );
  }
  const tabs = TABS.filter((t) => hasAny(t.resource));
  if (tabs.length === 0) return <NoPermissionPanel message={noPermissionMessage('quản lý sản phẩm')} />;

  const asked = params.get('tab');
  const current = tabs.find((t) => t.id === asked) ?? tabs[0]!;
  const select = (id: CatalogueTab) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === tabs[0]!.id) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <TabList
        label="Quản lý sản phẩm"
        idPrefix={PREFIX}
        value={current.id}
        onChange={select}
        items={tabs.map((t) => ({ id: t.id, label: t.label, icon: <t.icon className="size-4" aria-hidden="true" /> }))}
        className="w-full sm:w-fit"
      />
      <div role="tabpanel" id={tabPanelId(PREFIX, current.id)} aria-labelledby={tabId(PREFIX, current.id)}>
        {current.id === 'products' && <ProductsTab />}
        {current.id === 'brands' && <BrandsTab />}
        {current.id === 'categories' && <CategoriesTab />}
        {current.id === 'sizes' && <SizesTab />}
      </div>
    </div>
  );
}
