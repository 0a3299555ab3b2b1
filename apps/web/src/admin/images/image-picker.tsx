/**
 * ImagePicker — choose images from the library, or upload one, in a modal (docs/product/back-office.md#image-picker).
 * Used by the product form's image slots, the brand/category logo fields, and the
 * settings screen (homepage banner, featured images).
 *
 * Props
 * - `open: boolean` — shows the modal; its state (tab, page, selection) starts fresh on each open.
 * - `onClose(): void` — Hủy, Escape, the backdrop; also called right after `onSelect`.
 * - `onSelect(images: ImageRow[]): void` — on Chọn: the chosen library images (`id`, `path`,
 *   `original_name`, `size`, `created_at`, …) in the order they were picked; always one image in
 *   single mode, one or more in multiple mode. Use `images[0].path` for a single field.
 * - `multiple?: boolean` — several images may be picked (default false: single selection).
 * - `title?: string` — default "Chọn ảnh từ thư viện".
 *
 * Tabs: Thư viện (3 columns, 20 a page, newest first, pager with two pages either side plus
 * previous/next) and Tải lên (only with the images change right; file checks, preview, progress).
 * After an upload the gallery reloads on page 1 with the new image selected.
 *
 * Example: `<ImagePicker open={open} onClose={() => setOpen(false)} onSelect={([img]) => setBanner(img.path)} />`
 */
import type { ImageRow } from '@shop/core/schemas/image';
import { Images, Upload } from 'lucide-react';
import { useState } from 'react';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TabList, tabId, tabPanelId } from '../components/tab-list';
import { ImageUploadForm } from './image-upload-form';
import { PickerGallery } from './picker-gallery';

export interface ImagePickerProps {
  open: boolean;
  onClose: () => void;
  onSelect: (images: ImageRow[]) => void;
  multiple?: boolean;
  title?: string;
}

type PickerTab = 'library' | 'upload';
const PREFIX = 'image-picker';

export function ImagePicker(props: ImagePickerProps) {
  if (!props.open) return null;
  return <PickerDialog {...props} />;
}

function PickerDialog({ onClose, onSelect, multiple = false, title = 'Chọn ảnh từ thư viện' }: ImagePickerProps) {
  const { can } = usePermissions();
  const canUpload = can('images', 'change');
  const [tab, setTab] = useState<PickerTab>('library');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ImageRow[]>([]);
  const current: PickerTab = canUpload ? tab : 'library';

  const toggle = (image: ImageRow) =>
    setSelected((prev) => {
      if (prev.some((s) => s.id === image.id)) return prev.filter((s) => s.id !== image.id);
      return multiple ? [...prev, image] : [image];
    });

  const choose = (images: ImageRow[]) => {
    if (images.length === 0) return;
    onSelect(images);
    onClose();
  };

  const uploaded = (image: ImageRow) => {
    setSelected((prev) => (multiple ? [...prev.filter((s) => s.id !== image.id), image] : [image]));
    setPage(1);
    setTab('library');
  };

  const tabs = [
    { id: 'library' as const, label: 'Thư viện', icon: <Images className="size-4" aria-hidden="true" /> },
    ...(canUpload
      ? [{ id: 'upload' as const, label: 'Tải lên', icon: <Upload className="size-4" aria-hidden="true" /> }]
      : []),
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="xl"
      footer={
        <>
          <p
            className="order-last text-center text-sm text-stone-600 sm:order-none sm:mr-auto sm:self-center sm:text-left"
            aria-live="polite"
          >
            {selected.length > 0
              ? `Đã chọn ${selected.length} ảnh`
              : multiple
                ? 'Chọn một hoặc nhiều ảnh'
                : 'Chọn một ảnh'}
          </p>
          <Button variant="secondary" onClick={onClose}>
            Hủy
          </Button>
          <Button onClick={() => choose(selected)} disabled={selected.length === 0}>
            {multiple && selected.length > 1 ? `Chọn ${selected.length} ảnh` : 'Chọn ảnh'}
          </Button>
        </>
      }
    >
      {tabs.length > 1 && (
        <TabList label="Nguồn ảnh" items={tabs} value={current} onChange={setTab} idPrefix={PREFIX} className="mb-4" />
      )}
      <div
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={tabPanelId(PREFIX, current)}
        aria-labelledby={tabs.length > 1 ? tabId(PREFIX, current) : undefined}
      >
        {current === 'library' ? (
          <PickerGallery
            page={page}
            onPageChange={setPage}
            selected={selected}
            onToggle={toggle}
            onChoose={multiple ? undefined : (image) => choose([image])}
          />
        ) : (
          <ImageUploadForm onUploaded={uploaded} />
        )}
      </div>
    </Modal>
  );
}
