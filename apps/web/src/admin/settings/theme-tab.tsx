import type { ThemeColorId } from '@shop/core/constants';
import { THEME_COLORS } from '@shop/core/constants';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { settingsQueryOptions } from '../../api/settings';
import { cn } from '../../lib/cn';
import { LoadError } from '../components/load-error';
import { useAlert } from '../components/use-alert';
import { LoadingState } from '../layout/screen-state';
import { useSaveSettings } from '../../api/settings-writes';
import { setting } from './save-settings';
import { settingsFailure } from './settings-failure';
import { ReadOnlyNote, SettingsSection } from './settings-section';
import { applyThemeColor, themeColorOf } from './theme-color';

const THEME_MESSAGES = {
  saved: 'Đã cập nhật giao diện',
  failed: 'Lỗi khi cập nhật giao diện',
  retry: 'Vui lòng thử lại.',
} as const;

/** Giao diện: the theme colour grid; a choice is applied at once and saved as themeColor.id. */
export function ThemeTab({ canChange }: { canChange: boolean }) {
  const settings = useQuery(settingsQueryOptions());
  const { saveAll, saving } = useSaveSettings();
  const { showAlert, alertDialog } = useAlert();
  const [choosing, setChoosing] = useState<ThemeColorId | null>(null);

  if (settings.isPending) return <LoadingState label="Đang tải cài đặt..." />;
  if (settings.isError) {
    return <LoadError message="Không thể tải cài đặt" query={settings} />;
  }
  const stored = themeColorOf(settings.data['themeColor.id']).id;
  const current = choosing ?? stored;

  async function choose(id: ThemeColorId) {
    if (id === current || saving) return;
    const previous = current;
    setChoosing(id);
    applyThemeColor(id);
    const { errors } = await saveAll([setting('themeColor.id', id)]);
    setChoosing(null);
    if (errors.length > 0) {
      applyThemeColor(previous);
      showAlert(settingsFailure(errors, THEME_MESSAGES.failed, THEME_MESSAGES.retry));
    } else {
      toast.success(THEME_MESSAGES.saved);
    }
  }

  return (
    <SettingsSection
      title="Màu giao diện"
      description="Màu chủ đạo của cửa hàng và trang quản trị; được áp dụng ngay khi chọn."
    >
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {THEME_COLORS.map((option) => {
          const selected = option.id === current;
          const body = (
            <>
              <span
                className="size-12 shrink-0 rounded-xl ring-1 ring-black/10"
                style={{ backgroundColor: option.color }}
                aria-hidden="true"
              />
              <span className="min-w-0 flex-1 text-left">
                <span className="block font-semibold text-ink">{option.name}</span>
                <span className="block font-mono text-xs uppercase text-stone-600">{option.color}</span>
                <span className="block text-sm text-stone-600">{option.description}</span>
              </span>
              {selected && (
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-ink text-ivory">
                  <Check className="size-4" aria-hidden="true" />
                  <span className="sr-only">Đang dùng</span>
                </span>
              )}
            </>
          );
          const frame = cn(
            'flex w-full items-center gap-3 rounded-xl p-3 ring-1 transition-colors',
            selected ? 'bg-primary-soft ring-2 ring-ink' : 'bg-white ring-stone-200',
          );
          return (
            <li key={option.id}>
              {canChange ? (
                <button
                  type="button"
                  aria-pressed={selected}
                  disabled={saving}
                  onClick={() => void choose(option.id)}
                  className={cn(frame, !selected && 'hover:bg-stone-50', 'disabled:cursor-wait')}
                >
                  {body}
                </button>
              ) : (
                <div className={frame}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {!canChange && <ReadOnlyNote />}
      {alertDialog}
    </SettingsSection>
  );
}
