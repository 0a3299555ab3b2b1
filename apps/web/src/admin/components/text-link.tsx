import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link set in bold primary text, with its icon beside the words (Xem tất cả →, ✎ Quản lý). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-semibold text-primary-ink hover:underline">
      {children}
    </Link>
  );
}

/** The link back above a detail screen: ← and where it leads (Danh sách đơn hàng…). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink to={to}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </TextLink>
  );
}
