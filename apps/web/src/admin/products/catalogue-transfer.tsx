import { IMPORT_ACTION_LABELS, PRODUCT_COLUMN_LABELS, type ImportResult } from '@shop/core/schemas/product-tools';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/client';
import { importProductsFile, productKeys } from '../../api/products';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { cn } from '../../lib/cn';
import { DataTable } from '../components/data-table';
import { ExportButtons } from '../components/export-buttons';

/** Export buttons (CSV, Excel) and, with the change right, the import. */
export function CatalogueTransfer({ canImport }: { canImport: boolean }) {
  const [importing, setImporting] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <ExportButtons
        path="/products/export"
        failure={{ fallback: 'Không thể xuất danh sách sản phẩm', forbidden: 'Bạn không có quyền xuất sản phẩm' }}
      />
      {canImport && (
        <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
          <Upload className="size-4" aria-hidden="true" />
          Nhập từ tệp
        </Button>
      )}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </div>
  );
}

/** A column's Vietnamese header (the server names the column of an error by its key). */
const columnName = (column: string) => (PRODUCT_COLUMN_LABELS as Record<string, string | undefined>)[column] ?? column;

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
function ImportDialog({ onClose }: { onClose: () => void }) {
  const qc = useQueryClient();
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
      setPreview(await importProductsFile(f, true));
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
      setDone(await importProductsFile(file, false));
      await qc.invalidateQueries({ queryKey: productKeys.all });
    } catch (e) {
      setError(errorMessage(e, 'Nhập sản phẩm thất bại'));
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
      title="Nhập sản phẩm từ tệp"
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
          <p className="text-stone-600">
            Tệp CSV (UTF-8) hoặc Excel (.xlsx) với các cột như tệp xuất ra (tiêu đề tiếng Việt, hoặc tiêu đề tiếng Anh
            của tệp cũ): mỗi dòng là một phiên bản. Dòng được ghép với phiên bản có cùng mã SKU phiên bản, nếu không thì
            với sản phẩm cùng mã SKU hoặc id và cùng tên phiên bản; còn lại sẽ được tạo mới. Ảnh ghi bằng đường dẫn
            /uploads/… hoặc tên tệp đã tải lên thư viện.
          </p>
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
              <label className="inline-flex items-center gap-2 text-stone-700">
                <input
                  type="checkbox"
                  className="size-4 accent-ink"
                  checked={showAll}
                  onChange={(e) => setShowAll(e.target.checked)}
                />
                Hiện cả dòng không đổi
              </label>
              {shownRows.length === 0 ? (
                <p className="rounded-lg bg-stone-50 px-3 py-2 text-stone-700">Không có dòng nào thay đổi.</p>
              ) : (
                <DataTable
                  className="max-h-96 overflow-auto rounded-lg ring-1 ring-stone-200"
                  tableClassName="w-full text-left text-xs"
                  label="Xem trước nhập sản phẩm"
                  headClassName="sticky top-0 bg-stone-50"
                  cellClassName="px-2 py-1"
                  columns={['Dòng', 'Sản phẩm', 'Phiên bản', 'Kết quả', 'Thay đổi hoặc lỗi']}
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
