import type { Order } from '@shop/core/schemas/order';
import { DataTable } from '../components/data-table';
import { OrderLinePieces } from '../pieces/order-line-pieces';

/**
 * The lines of an order: product, variant, unit price, quantity, line total; with `order`, the
 * pieces (serials) of its tracked lines and their choice.
 */
export function OrderLinesTable({
  items,
  money,
  order,
  canChange = false,
}: {
  items: Order['items'];
  money: (amount: number) => string;
  order?: Order;
  canChange?: boolean;
}) {
  return (
    <DataTable
      className="mt-2 overflow-hidden rounded-xl ring-1 ring-stone-200"
      columns={[
        'Sản phẩm',
        { label: 'Đơn giá', className: 'hidden text-right sm:table-cell' },
        { label: 'SL', className: 'text-right' },
        { label: 'Thành tiền', className: 'text-right' },
      ]}
    >
      {items.map((line, index) => (
        <tr key={`${line.variantId ?? 'x'}-${index}`}>
          <td className="px-3 py-2">
            <span className="font-medium text-ink">{line.productName}</span>
            {line.variantName && <span className="block text-xs text-stone-600">{line.variantName}</span>}
            <span className="block text-xs text-stone-600 sm:hidden">Đơn giá: {money(line.price)}</span>
            {order && line.tracksPieces && <OrderLinePieces order={order} line={line} editable={canChange} />}
          </td>
          <td className="hidden px-3 py-2 text-right whitespace-nowrap sm:table-cell">{money(line.price)}</td>
          <td className="px-3 py-2 text-right">{line.quantity}</td>
          <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">{money(line.price * line.quantity)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
