import { History } from 'lucide-react';
import { Link } from 'react-router';
import { usePermissions } from '../../auth/use-permissions';
import { cn } from '../../lib/cn';
import { auditHistoryPath } from './audit-labels';

export interface AuditHistoryLinkProps {
  resource: 'products' | 'orders' | 'users' | 'returns';
  id: number;
  /** What the record is called, for the accessible name: "Lịch sử thay đổi của sản phẩm Tissot PRX". */
  of: string;
  /** `icon`: an icon button (cards, table rows); `text`: the words with the icon. */
  look?: 'icon' | 'text';
  /** Extra classes; for `icon`, its shape and background (default: a rounded square). */
  className?: string;
}

/** "Lịch sử thay đổi" of one record: the Nhật Ký screen filtered to it; only with the audit read right. */
export function AuditHistoryLink({ resource, id, of, look = 'icon', className }: AuditHistoryLinkProps) {
  const { can } = usePermissions();
  if (!can('audit', 'read')) return null;
  const label = `Lịch sử thay đổi của ${of}`;
  if (look === 'text') {
    return (
      <Link
        to={auditHistoryPath(resource, id)}
        aria-label={label}
        className={cn(
          'inline-flex items-center gap-1.5 text-sm font-medium text-primary-ink underline-offset-2 hover:underline',
          className,
        )}
      >
        <History className="size-4" aria-hidden="true" />
        Lịch sử thay đổi
      </Link>
    );
  }
  return (
    <Link
      to={auditHistoryPath(resource, id)}
      aria-label={label}
      title="Lịch sử thay đổi"
      className={cn(
        'inline-flex size-10 items-center justify-center text-stone-700 hover:text-ink',
        className ?? 'rounded-lg hover:bg-stone-100',
      )}
    >
      <History className="size-4" aria-hidden="true" />
    </Link>
  );
}
