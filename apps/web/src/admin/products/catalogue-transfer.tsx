import { PRODUCT_COLUMN_LABELS } from '@shop/core/schemas/product-tools';
import { useQueryClient } from '@tanstack/react-query';
import { importProductsFile, productKeys } from '../../api/products';
import { TransferButtons } from '../components/transfer-buttons';

/** Export buttons (CSV, Excel) and, with the change right, the import. */
export function CatalogueTransfer({ canImport }: { canImport: boolean }) {
  const qc = useQueryClient();
  return (
    <TransferButtons
      exported={{
        path: '/products/export',
        failure: { fallback: 'Không thể xuất danh sách sản phẩm', forbidden: 'Bạn không có quyền xuất sản phẩm' },
      }}
      imported={
        canImport
          ? {
              title: 'Nhập sản phẩm từ tệp',
              upload: importProductsFile,
              onImported: () => qc.invalidateQueries({ queryKey: productKeys.all }),
              columnLabels: PRODUCT_COLUMN_LABELS,
              tableLabel: 'Xem trước nhập sản phẩm',
              rowColumns: ['Sản phẩm', 'Phiên bản'],
              intro: (
                <>
                  Tệp CSV (UTF-8) hoặc Excel (.xlsx) với các cột như tệp xuất ra (tiêu đề tiếng Việt, hoặc tiêu đề tiếng
                  Anh của tệp cũ): mỗi dòng là một phiên bản. Dòng được ghép với phiên bản có cùng mã SKU phiên bản, nếu
                  không thì với sản phẩm cùng mã SKU hoặc id và cùng tên phiên bản; còn lại sẽ được tạo mới. Ảnh ghi
                  bằng đường dẫn /uploads/… hoặc tên tệp đã tải lên thư viện.
                </>
              ),
            }
          : undefined
      }
    />
  );
}
