import { PIECE_COLUMN_LABELS } from '@shop/core/schemas/piece-transfer';
import { importPiecesFile, useRefreshPieces } from '../../api/pieces';
import { TransferButtons } from '../components/transfer-buttons';

/** Kho Đồng Hồ's export buttons (CSV, Excel) and, with the pieces change right, the import. */
export function PieceTransfer({ canImport }: { canImport: boolean }) {
  const refresh = useRefreshPieces();
  return (
    <TransferButtons
      exported={{
        path: '/pieces/export',
        failure: { fallback: 'Không thể xuất danh sách đồng hồ', forbidden: 'Bạn không có quyền xuất kho đồng hồ' },
      }}
      imported={
        canImport
          ? {
              title: 'Nhập đồng hồ từ tệp',
              upload: importPiecesFile,
              onImported: refresh,
              columnLabels: PIECE_COLUMN_LABELS,
              tableLabel: 'Xem trước nhập đồng hồ',
              rowColumns: ['Số serial', 'Sản phẩm — phiên bản'],
              intro: (
                <>
                  Tệp CSV (UTF-8) hoặc Excel (.xlsx) với các cột như tệp xuất ra: mỗi dòng là một chiếc đồng hồ mới nhập
                  kho. Bắt buộc: Số serial, Thương hiệu, Sản phẩm, Phiên bản (đã bật theo dõi từng chiếc) và Nguồn. Số
                  serial không được trùng trong cùng hãng, kể cả giữa các dòng của tệp. Có một dòng lỗi thì chưa có gì
                  được nhập.
                </>
              ),
            }
          : undefined
      }
    />
  );
}
