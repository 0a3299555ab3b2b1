import type { ExportFormat } from '@shop/core/schemas/product-tools';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '../../api/products';
import { Button } from '../../components/ui/button';
import { saveFile } from '../../lib/save-file';
import type { FailureOptions } from './no-permission';
import { useAlert } from './use-alert';

export interface ExportButtonsProps {
  /** The export's address (`/products/export`); the format is added to `query`. */
  path: string;
  query?: Omit<Parameters<typeof downloadFile>[1], 'format'>;
  /** What the Lỗi or Không có quyền dialog says when the download fails. */
  failure: FailureOptions;
}

/** Xuất CSV and Xuất Excel: each downloads the export in its format and saves the file. */
export function ExportButtons({ path, query, failure }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const { showFailure, alertDialog } = useAlert();
  const exportAs = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const { blob, filename } = await downloadFile(path, { ...query, format });
      saveFile(blob, filename);
    } catch (error) {
      showFailure(error, failure);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" loading={busy === 'csv'} onClick={() => void exportAs('csv')}>
        <Download className="size-4" aria-hidden="true" />
        Xuất CSV
      </Button>
      <Button variant="secondary" size="sm" loading={busy === 'xlsx'} onClick={() => void exportAs('xlsx')}>
        <Download className="size-4" aria-hidden="true" />
        Xuất Excel
      </Button>
      {alertDialog}
    </>
  );
}
