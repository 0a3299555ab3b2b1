import { Upload } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button } from '../../components/ui/button';
import { ExportButtons, type ExportButtonsProps } from './export-buttons';
import { ImportDialog } from './import-dialog';

/**
 * A list's file buttons: Xuất CSV and Xuất Excel (`exported`) and, where `imported` is given (the
 * change right), Nhập từ tệp opening the import dialog.
 */
export function TransferButtons({
  exported,
  imported,
}: {
  exported: ExportButtonsProps;
  imported?: Omit<ComponentProps<typeof ImportDialog>, 'onClose'>;
}) {
  const [importing, setImporting] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <ExportButtons {...exported} />
      {imported && (
        <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
          <Upload className="size-4" aria-hidden="true" />
          Nhập từ tệp
        </Button>
      )}
      {importing && imported && <ImportDialog onClose={() => setImporting(false)} {...imported} />}
    </div>
  );
}
