// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { DEFAULT_BANNER, DEFAULT_SLOGAN } from '@shop/core/constants';
import {
  BANNER_SETTING_KEY,
  bannerAndSlogan,
  parseJsonSetting,
  type BannerAndSlogan,
} from '@shop/core/schemas/setting';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, ImageIcon, Save } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../lib/form-resolver';
import { settingsQueryOptions } from '../../api/settings';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ImagePicker } from '../images/image-picker';
import { LoadingState } from '../layout/screen-state';
import { BannerPreview } from './banner-preview';
import { setting } from './save-settings';
import { settingsFailure } from './settings-failure';
import { useSettingsForm } from './settings-form';
import { ReadOnlyNote, SettingsFormSection } from './settings-section';
import { ChangedFields } from './unsaved-changes';

const HOMEPAGE_MESSAGES = {
  saved: 'Đã lưu cài đặt trang chủ',
  failed: 'Không thể lưu cài đặt trang chủ',
  loadFailed: 'Không thể tải cài đặt trang chủ, đang hiển thị giá trị mặc định.',
} as const;

const FIELD_LABELS = {
  bannerImage: 'URL ảnh banner',
  sloganPath1: 'Slogan phần 1',
  sloganPath2: 'Slogan phần 2',
} as const;

const DEFAULTS: BannerAndSlogan = { bannerImage: DEFAULT_BANNER, ...DEFAULT_SLOGAN };

/** Trang chủ: banner image (URL or from the library) with its preview, and the two slogan parts. */
export function HomepageTab({ canChange }: { canChange: boolean }) {
  const settings = useQuery(settingsQueryOptions());
  if (settings.isPending) return <LoadingState label="Đang tải cài đặt..." />;
  // A failed load falls back to the default banner and slogan.
  const initial = settings.isError
    ? DEFAULTS
    : parseJsonSetting(settings.data[BANNER_SETTING_KEY], bannerAndSlogan, DEFAULTS);
  return (
    <>
      {settings.isError && (
        <p
          role="alert"
          className="mb-4 flex flex-wrap items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {HOMEPAGE_MESSAGES.loadFailed}
          <Button size="sm" variant="secondary" onClick={() => void settings.refetch()} loading={settings.isFetching}>
            Thử lại
          </Button>
        </p>
      )}
      <HomepageForm key={settings.isError ? 'defaults' : 'loaded'} initial={initial} canChange={canChange} />
    </>
  );
}

function HomepageForm({ initial, canChange }: { initial: BannerAndSlogan; canChange: boolean }) {
  const [picking, setPicking] = useState(false);
  const settingsForm = useSettingsForm<z.input<typeof bannerAndSlogan>, BannerAndSlogan>({
    resolver: formResolver<z.input<typeof bannerAndSlogan>, BannerAndSlogan>(bannerAndSlogan),
    defaultValues: initial,
    labels: FIELD_LABELS,
    entries: (values) => [setting(BANNER_SETTING_KEY, JSON.stringify(values))],
    saved: HOMEPAGE_MESSAGES.saved,
    failure: ({ errors }) => settingsFailure(errors, HOMEPAGE_MESSAGES.failed),
  });
  const { form, field, changed, saving } = settingsForm;
  const { errors } = form.formState;

  const banner = useWatch({ control: form.control, name: 'bannerImage' }) ?? '';

  return (
    <SettingsFormSection
      title="Banner và slogan trang chủ"
      description="Ảnh lớn đầu trang chủ và hai dòng slogan trên ảnh."
      form={settingsForm}
      className="grid gap-5 lg:grid-cols-2"
      outside={
        <ImagePicker
          open={picking}
          onClose={() => setPicking(false)}
          onSelect={([image]) =>
            image && form.setValue('bannerImage', image.path, { shouldDirty: true, shouldValidate: true })
          }
          title="Chọn ảnh banner"
        />
      }
    >
      <div className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label={FIELD_LABELS.bannerImage}
            type="url"
            placeholder="https://... hoặc /uploads/..."
            readOnly={!canChange}
            className="min-w-0 flex-1"
            {...field('bannerImage')}
          />
          {canChange && (
            <Button
              variant="secondary"
              onClick={() => setPicking(true)}
              className={errors.bannerImage ? 'sm:mb-7' : undefined}
            >
              <ImageIcon className="size-4" aria-hidden="true" />
              Chọn từ thư viện
            </Button>
          )}
        </div>
        <p className="text-xs text-stone-600">Kích thước đề xuất: 1920x600px.</p>
        <TextField label={FIELD_LABELS.sloganPath1} readOnly={!canChange} {...field('sloganPath1')} />
        <TextField label={FIELD_LABELS.sloganPath2} readOnly={!canChange} {...field('sloganPath2')} />
        {canChange ? (
          <>
            <ChangedFields labels={changed} />
            <Button type="submit" loading={saving}>
              {!saving && <Save className="size-4" aria-hidden="true" />}
              {saving ? 'Đang lưu...' : 'Lưu cài đặt trang chủ'}
            </Button>
          </>
        ) : (
          <ReadOnlyNote />
        )}
      </div>
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink">Xem trước</p>
        <BannerPreview src={banner} />
      </div>
    </SettingsFormSection>
  );
}
