import { INVOICE_FILE_KINDS, type InvoiceFileKind } from '@shop/core/schemas/invoice';
import type { Order } from '@shop/core/schemas/order';
import { Download, Upload } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { downloadInvoiceFile, useInvoiceMutations } from '../../api/invoices';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format-date';
import { saveFile } from '../../lib/save-file';
import { noPermissionMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';
import { InvoiceRequestModal, RecordInvoiceModal } from './invoice-modals';

const FILE_LABELS: Record<InvoiceFileKind, string> = { pdf: 'PDF', xml: 'XML' };
const ACCEPT: Record<InvoiceFileKind, string> = { pdf: 'application/pdf,.pdf', xml: 'application/xml,text/xml,.xml' };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

/**
 * The order's Hóa đơn VAT card (docs/selling-lawfully.md#5-vat-invoices): who the invoice is made out to (set or corrected
 * until it is recorded), the e-invoice recorded once the provider issued it, and its PDF and XML
 * (uploaded here, downloaded by staff only). Writes need the orders change right.
 */
export function OrderInvoiceCard({ order, canChange }: { order: Order; canChange: boolean }) {
  const [editing, setEditing] = useState<'record' | 'request' | null>(null);
  const { invoice, invoiceRequest } = order;
  const open = order.status !== 'cancelled';
  return (
    <div className="space-y-4 text-sm">
      <div className="space-y-2">
        <h4 className="font-medium text-ink">Người mua trên hóa đơn</h4>
        {invoiceRequest ? (
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Row label="Tên công ty / người mua">{invoiceRequest.companyName}</Row>
            <Row label="Mã số thuế">{invoiceRequest.taxCode}</Row>
            <Row label="Địa chỉ">{invoiceRequest.address}</Row>
            <Row label="Email nhận hóa đơn">{invoiceRequest.email}</Row>
          </dl>
        ) : (
          <p className="text-stone-600">Khách không yêu cầu ghi thông tin người mua (hóa đơn cho người tiêu dùng).</p>
        )}
        {canChange && open && !invoice && (
          <Button variant="secondary" size="sm" onClick={() => setEditing('request')}>
            {invoiceRequest ? 'Sửa thông tin người mua' : 'Thêm thông tin người mua'}
          </Button>
        )}
      </div>

      <div className="space-y-2">
        <h4 className="font-medium text-ink">Hóa đơn điện tử</h4>
        {invoice ? (
          <>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Row label="Nhà cung cấp">{invoice.provider}</Row>
              <Row label="Mẫu số – Ký hiệu">
                {invoice.template} – {invoice.series}
              </Row>
              <Row label="Số hóa đơn">{invoice.number}</Row>
              <Row label="Ngày lập">{formatDate(`${invoice.issuedOn}T12:00:00+07:00`)}</Row>
              <Row label="Mã tra cứu">
                <span className="font-mono">{invoice.lookupCode}</span>
              </Row>
            </dl>
            <InvoiceFiles order={order} canChange={canChange && open} />
          </>
        ) : (
          <p className="text-stone-600">{open ? 'Chưa ghi nhận hóa đơn.' : 'Đơn hàng đã hủy: không xuất hóa đơn.'}</p>
        )}
        {canChange && open && (
          <Button variant={invoice ? 'secondary' : 'primary'} size="sm" onClick={() => setEditing('record')}>
            {invoice ? 'Sửa hóa đơn' : 'Ghi nhận hóa đơn'}
          </Button>
        )}
      </div>

      {editing === 'record' && <RecordInvoiceModal order={order} onClose={() => setEditing(null)} />}
      {editing === 'request' && <InvoiceRequestModal order={order} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** The recorded invoice's files: download what is there, upload (or replace) each. */
function InvoiceFiles({ order, canChange }: { order: Order; canChange: boolean }) {
  const { upload } = useInvoiceMutations(order.id);
  const { showFailure, alertDialog } = useAlert();
  const [busy, setBusy] = useState<string | null>(null);
  const inputId = useId();
  const files = order.invoice?.files ?? [];

  const download = async (kind: InvoiceFileKind) => {
    setBusy(`get-${kind}`);
    try {
      const { blob, filename } = await downloadInvoiceFile(order.id, kind);
      saveFile(blob, filename);
    } catch (error) {
      showFailure(error, { fallback: 'Không tải được tệp hóa đơn', forbidden: noPermissionMessage('xem', 'đơn hàng') });
    } finally {
      setBusy(null);
    }
  };
  const send = async (kind: InvoiceFileKind, file: File | undefined) => {
    if (!file) return;
    setBusy(`put-${kind}`);
    try {
      await upload.mutateAsync({ kind, file });
      toast.success(`Đã tải lên tệp ${FILE_LABELS[kind]} của hóa đơn`);
    } catch (error) {
      showFailure(error, {
        fallback: 'Không tải lên được tệp hóa đơn',
        forbidden: noPermissionMessage('sửa', 'đơn hàng'),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {INVOICE_FILE_KINDS.map((kind) => (
        <span key={kind} className="flex items-center gap-2">
          {files.includes(kind) && (
            <Button variant="secondary" size="sm" loading={busy === `get-${kind}`} onClick={() => void download(kind)}>
              <Download className="size-4" aria-hidden="true" />
              Tải {FILE_LABELS[kind]}
            </Button>
          )}
          {canChange && (
            <>
              <input
                id={`${inputId}-${kind}`}
                type="file"
                accept={ACCEPT[kind]}
                className="sr-only"
                aria-label={`Tải lên tệp ${FILE_LABELS[kind]} của hóa đơn`}
                onChange={(e) => {
                  void send(kind, e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <label
                htmlFor={`${inputId}-${kind}`}
                aria-hidden="true"
                className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-primary-ink ring-1 ring-stone-300 hover:bg-stone-50"
              >
                <Upload className="size-4" aria-hidden="true" />
                {busy === `put-${kind}`
                  ? 'Đang tải lên…'
                  : `${files.includes(kind) ? 'Thay' : 'Tải lên'} ${FILE_LABELS[kind]}`}
              </label>
            </>
          )}
        </span>
      ))}
      {alertDialog}
    </div>
  );
}
