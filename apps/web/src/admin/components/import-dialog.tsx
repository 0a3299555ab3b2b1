import { IMPORT_ACTION_LABELS, type ImportResult } from '@shop/core/schemas/product-tools';
import { useId, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { cn } from '../../lib/cn';
import { InlineCheckbox } from './checkbox-field';
import { DataTable } from './data-table';

const ACTION_STYLES = {
  create: 'bg-emerald-100 text-emerald-800',
  update: 'bg-sky-100 text-sky-800',
  unchanged: 'bg-stone-100 text-stone-700',
  error: 'bg-red-100 text-red-800',
} as const;

/**
 * Import: choose a CSV or XLSX file → the server's preview (each row: create, update, unchanged or
 * error with its column and message) → confirm → the result. Nothing is written before the
 * confirmation, and nothing at all when a row has an error.
 */
export function ImportDialog({
  onClose,
  title,
  upload,
  onImported,
  columnLabels,
  intro,
  tableLabel,
  rowColumns,
}: {
  onClose: () => void;
  /** "Nhập sản phẩm từ tệp". */
  title: string;
  /** Sends the file: the preview (`dryRun`) or the import. */
  upload: (file: File, dryRun: boolean) => Promise<ImportResult>;
  /** After the import: refresh what it changed. */
  onImported: () => Promise<unknown>;
  /** The columns' Vietnamese headers by key (the server names the column of an error by its key). */
  columnLabels: Record<string, string>;
  /** What the file must hold. */
  intro: ReactNode;
  /** The preview table's accessible name. */
  tableLabel: string;
  /** The headers of a row's `name` and `variant` in the preview. */
  rowColumns: [string, string];
}) {
  const columnName = (column: string) => columnLabels[column] ?? column;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [showAll, setShowAll] = useState(false);

  const check = async (f: File) => {
    setFile(f);
    setPreview(null);
    setError(null);
    setWorking(true);
    try {
      setPreview(await upload(f, true));
    } catch (e) {
      setError(errorMessage(e, 'Không đọc được tệp'));
    } finally {
      setWorking(false);
    }
  };
  const confirm = async () => {
    if (!file) return;
    setWorking(true);
    setError(null);
    try {
      setDone(await upload(file, false));
      await onImported();
    } catch (e) {
      setError(errorMessage(e, 'Nhập từ tệp thất bại'));
    } finally {
      setWorking(false);
    }
  };
  const changes = preview ? preview.create + preview.update : 0;
  // By default only what the import would change (or refuses); the toggle shows every row.
  const shownRows = preview ? preview.rows.filter((r) => showAll || r.action !== 'unchanged') : [];

  return (
    <Modal
      open
      onClose={working ? () => {} : onClose}
      title={title}
      size="xl"
      footer={
        done ? (
          <Button onClick={onClose}>Đóng</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={working}>
              Hủy
            </Button>
            <Button
              onClick={() => void confirm()}
              loading={working && preview !== null}
              disabled={!preview || preview.errors > 0 || changes === 0 || working}
            >
              Xác nhận nhập
            </Button>
          </>
        )
      }
    >
      {done ? (
        <div role="status" className="space-y-2 text-sm">
          <p className="font-semibold text-emerald-800">Đã nhập xong.</p>
          <p>
            Tạo mới {done.create} dòng, cập nhật {done.update} dòng, không đổi {done.unchanged} dòng.
          </p>
        </div>
      ) : (
        <div className="space-y-4 text-sm">
          <p className="text-stone-600">{intro}</p>
          <div>
            <label htmlFor={inputId} className="mb-1 block font-semibold text-ink">
              Chọn tệp
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void check(f);
              }}
            />
          </div>
          {working && !preview && <p role="status">Đang kiểm tra tệp…</p>}
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
              {error}
            </p>
          )}
          {preview && (
            <>
              <p role="status" className="font-semibold text-ink">
                Xem trước: tạo mới {preview.create}, cập nhật {preview.update}, không đổi {preview.unchanged}, lỗi{' '}
                {preview.errors}.{preview.errors > 0 && ' Hãy sửa các dòng lỗi rồi chọn lại tệp: chưa có gì được nhập.'}
              </p>
              <InlineCheckbox
                label="Hiện cả dòng không đổi"
                className="inline-flex items-center gap-2 text-stone-700"
                checked={showAll}
                onCheckedChange={setShowAll}
              />
              {shownRows.length === 0 ? (
                <p className="rounded-lg bg-stone-50 px-3 py-2 text-stone-700">Không có dòng nào thay đổi.</p>
              ) : (
                <DataTable
                  className="max-h-96 overflow-auto rounded-lg ring-1 ring-stone-200"
                  tableClassName="w-full text-left text-xs"
                  label={tableLabel}
                  headClassName="sticky top-0 bg-stone-50"
                  cellClassName="px-2 py-1"
                  columns={['Dòng', ...rowColumns, 'Kết quả', 'Thay đổi hoặc lỗi']}
                >
                  {shownRows.map((r) => (
                    <tr key={r.row} className="align-top">
                      <td className="px-2 py-1 tabular-nums">{r.row}</td>
                      <td className="px-2 py-1">{r.name}</td>
                      <td className="px-2 py-1">{r.variant}</td>
                      <td className="px-2 py-1">
                        <span className={cn('rounded-full px-2 py-0.5 font-semibold', ACTION_STYLES[r.action])}>
                          {IMPORT_ACTION_LABELS[r.action]}
                        </span>
                      </td>
                      <td className="px-2 py-1">
                        {r.changes.map((c) => (
                          <div key={c.field} className="text-stone-800">
                            <span className="font-semibold">{c.field}:</span> {c.before} → {c.after}
                          </div>
                        ))}
                        {r.errors.map((e) => (
                          <div key={`${e.column}:${e.message}`} className="text-red-800">
                            Cột {columnName(e.column)}: {e.message}
                          </div>
                        ))}
                      </td>
                    </tr>
                  ))}
                </DataTable>
              )}
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
