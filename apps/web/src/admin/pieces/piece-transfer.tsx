import { PIECE_COLUMN_LABELS } from '@shop/core/schemas/piece-transfer';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { importPiecesFile, useRefreshPieces } from '../../api/pieces';
import { Button } from '../../components/ui/button';
import { ExportButtons } from '../components/export-buttons';
import { ImportDialog } from '../components/import-dialog';

/** Kho Đồng Hồ's export buttons (CSV, Excel) and, with the pieces change right, the import. */
export function PieceTransfer({ canImport }: { canImport: boolean }) {
  const [importing, setImporting] = useState(false);
  const refresh = useRefreshPieces();
  return (
    <div className="flex flex-wrap gap-2">
      <ExportButtons
        path="/pieces/export"
        failure={{ fallback: 'Không thể xuất danh sách đồng hồ', forbidden: 'Bạn không có quyền xuất kho đồng hồ' }}
      />
      {canImport && (
        <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
          <Upload className="size-4" aria-hidden="true" />
          Nhập từ tệp
        </Button>
      )}
      {importing && (
        <ImportDialog
          onClose={() => setImporting(false)}
          title="Nhập đồng hồ từ tệp"
          upload={importPiecesFile}
          onImported={refresh}
          columnLabels={PIECE_COLUMN_LABELS}
          tableLabel="Xem trước nhập đồng hồ"
          rowColumns={['Số serial', 'Sản phẩm — phiên bản']}
          intro={
            <>
              Tệp CSV (UTF-8) hoặc Excel (.xlsx) với các cột như tệp xuất ra: mỗi dòng là một chiếc đồng hồ mới nhập
              kho. Bắt buộc: Số serial, Thương hiệu, Sản phẩm, Phiên bản (đã bật theo dõi từng chiếc) và Nguồn. Số
              serial không được trùng trong cùng hãng, kể cả giữa các dòng của tệp. Có một dòng lỗi thì chưa có gì được
              nhập.
            </>
          }
        />
      )}
    </div>
  );
}
