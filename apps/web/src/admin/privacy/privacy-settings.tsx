import { readSetting } from '@shop/core/schemas/setting';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { staffSettingsQueryOptions } from '../../api/settings';
import { useSaveSettings } from '../../api/settings-writes';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useAlert } from '../components/use-alert';
import { setting } from '../settings/save-settings';
import { settingsFailure } from '../settings/settings-failure';

/**
 * The two settings of personal data on Yêu Cầu Dữ Liệu: the days to answer a request
 * (`privacy.requestDeadlineDays`) and the years after a customer's latest order their data is erased
 * (`privacy.retentionYears`, 0: never; only an admin changes it). The server checks both.
 */
export function PrivacySettings() {
  const settings = useQuery(staffSettingsQueryOptions());
  if (!settings.data) return null;
  return (
    <PrivacySettingsForm
      days={String(readSetting(settings.data, 'privacy.requestDeadlineDays'))}
      years={String(readSetting(settings.data, 'privacy.retentionYears'))}
    />
  );
}

function PrivacySettingsForm(initial: { days: string; years: string }) {
  const [days, setDays] = useState(initial.days);
  const [years, setYears] = useState(initial.years);
  const { saveAll, saving } = useSaveSettings();
  const { showAlert, alertDialog } = useAlert();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { errors } = await saveAll([
      setting('privacy.requestDeadlineDays', days.trim()),
      setting('privacy.retentionYears', years.trim()),
    ]);
    if (errors.length > 0) showAlert(settingsFailure(errors, 'Lỗi khi lưu cài đặt dữ liệu cá nhân'));
    else toast.success('Đã lưu cài đặt dữ liệu cá nhân');
  };
  return (
    <form
      aria-label="Cài đặt dữ liệu cá nhân"
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <TextField label="Số ngày trả lời yêu cầu" inputMode="numeric" value={days} onValueChange={setDays} />
      <TextField
        label="Tự xóa khách không mua trong (năm, 0 là không)"
        inputMode="numeric"
        value={years}
        onValueChange={setYears}
      />
      <Button type="submit" loading={saving}>
        Lưu cài đặt
      </Button>
      {alertDialog}
    </form>
  );
}
