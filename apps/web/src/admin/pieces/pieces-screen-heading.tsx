import type { ComponentProps } from 'react';
import { ScreenHeading } from '../components/screen-heading';

/**
 * The heading of a register under Kho đồng hồ (Bảng kê thu mua, Tiền trả người ký gửi): the link back
 * to Kho đồng hồ, the title, the buttons, and the description kept to a readable width.
 */
export function PiecesScreenHeading(
  props: Omit<ComponentProps<typeof ScreenHeading>, 'back' | 'descriptionClassName'>,
) {
  return (
    <ScreenHeading back={{ to: '/admin/pieces', label: 'Kho đồng hồ' }} descriptionClassName="max-w-2xl" {...props} />
  );
}
