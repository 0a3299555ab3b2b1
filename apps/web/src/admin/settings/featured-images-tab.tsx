import {
  FEATURED_IMAGES_SETTING_KEY,
  featuredImages,
  parseJsonSetting,
  type FeaturedImage,
} from '@shop/core/schemas/setting';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ImagePlus, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { settingsQueryOptions } from '../../api/settings';
import { Button } from '../../components/ui/button';
import { AdminImage } from '../components/admin-image';
import { IconButton } from '../components/icon-button';
import { LoadError } from '../components/load-error';
import { useAlert } from '../components/use-alert';
import { ImagePicker } from '../images/image-picker';
import { LoadingState } from '../layout/screen-state';
import {
  addFeatured,
  canMove,
  moveFeatured,
  normalizeFeatured,
  removeFeatured,
  type MoveDirection,
} from './featured-images';
import { useSaveSettings } from '../../api/settings-writes';
import { setting } from './save-settings';
import { settingsFailure } from './settings-failure';
import { ReadOnlyNote, SettingsSection } from './settings-section';

/** The buttons that move a featured image one place up or down. */
const MOVES = [
  { direction: 'up', word: 'lên', Icon: ArrowUp },
  { direction: 'down', word: 'xuống', Icon: ArrowDown },
] as const satisfies readonly { direction: MoveDirection; word: string; Icon: LucideIcon }[];

const FEATURED_MESSAGES = {
  loadFailed: 'Không thể tải danh sách ảnh nổi bật',
  saveFailed: 'Không thể lưu ảnh nổi bật',
  empty: 'Chưa có ảnh nổi bật nào',
  saved: 'Đã lưu ảnh nổi bật',
  duplicate: 'Ảnh này đã có trong danh sách ảnh nổi bật.',
} as const;

/** Ảnh nổi bật: the ordered featured images; every change is saved at once as homepane.featuredimages. */
export function FeaturedImagesTab({ canChange }: { canChange: boolean }) {
  const settings = useQuery(settingsQueryOptions());
  const { saveAll, saving } = useSaveSettings();
  const { showAlert, alertDialog } = useAlert();
  const [pending, setPending] = useState<FeaturedImage[] | null>(null);
  const [picking, setPicking] = useState(false);

  if (settings.isPending) return <LoadingState label="Đang tải ảnh nổi bật..." />;
  if (settings.isError) {
    return <LoadError message={FEATURED_MESSAGES.loadFailed} query={settings} />;
  }
  const items =
    pending ?? normalizeFeatured(parseJsonSetting(settings.data[FEATURED_IMAGES_SETTING_KEY], featuredImages, []));

  async function commit(next: FeaturedImage[]) {
    setPending(next);
    const { errors } = await saveAll([setting(FEATURED_IMAGES_SETTING_KEY, JSON.stringify(next))]);
    setPending(null);
    if (errors.length > 0) showAlert(settingsFailure(errors, FEATURED_MESSAGES.saveFailed));
    else toast.success(FEATURED_MESSAGES.saved);
  }

  const move = (index: number, direction: MoveDirection) => void commit(moveFeatured(items, index, direction));

  return (
    <SettingsSection
      title="Ảnh nổi bật trang chủ"
      description="Các ảnh hiển thị ở mục nổi bật của trang chủ, theo thứ tự dưới đây. Mọi thay đổi được lưu ngay."
    >
      {canChange && (
        <Button onClick={() => setPicking(true)} disabled={saving} className="mb-4">
          <ImagePlus className="size-4" aria-hidden="true" />
          Thêm ảnh nổi bật
        </Button>
      )}
      {items.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-stone-300 px-4 py-10 text-center text-sm text-stone-600">
          {FEATURED_MESSAGES.empty}
        </p>
      ) : (
        <ol
          aria-label="Danh sách ảnh nổi bật"
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          aria-busy={saving || undefined}
        >
          {items.map((item, index) => (
            <li key={`${item.id}-${index}`} className="overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
              <div className="relative">
                <AdminImage src={item.path} alt={item.filename} className="aspect-[4/3] w-full" />
                <span className="absolute left-2 top-2 inline-flex min-w-8 items-center justify-center rounded-full bg-ink px-2 py-1 text-sm font-semibold text-ivory">
                  <span className="sr-only">Thứ tự </span>
                  {item.order + 1}
                </span>
              </div>
              <div className="flex items-center gap-2 p-3">
                <p className="min-w-0 flex-1 truncate text-sm font-medium text-ink" title={item.filename}>
                  {item.filename}
                </p>
                {canChange && (
                  <div className="flex shrink-0 gap-1">
                    {MOVES.map(({ direction, word, Icon }) => (
                      <IconButton
                        look="large"
                        tooltip={false}
                        key={direction}
                        label={`Chuyển ${item.filename} ${word}`}
                        disabled={saving || !canMove(items, index, direction)}
                        onClick={() => move(index, direction)}
                        icon={Icon}
                      />
                    ))}
                    <IconButton
                      look="large"
                      tooltip={false}
                      label={`Xóa ${item.filename} khỏi ảnh nổi bật`}
                      danger
                      disabled={saving}
                      onClick={() => void commit(removeFeatured(items, index))}
                      icon={Trash2}
                    />
                  </div>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {!canChange && <ReadOnlyNote />}
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        title="Chọn ảnh nổi bật"
        onSelect={([image]) => {
          if (!image) return;
          if (items.some((i) => i.id === image.id)) showAlert({ type: 'info', message: FEATURED_MESSAGES.duplicate });
          else void commit(addFeatured(items, { id: image.id, path: image.path, filename: image.original_name }));
        }}
      />
      {alertDialog}
    </SettingsSection>
  );
}
