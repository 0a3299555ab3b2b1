// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import {
  invoiceRequestInput,
  recordInvoiceBody,
  type InvoiceRequest,
  type RecordInvoiceBody,
} from '@shop/core/schemas/invoice';
import { shopToday } from '@shop/core/schemas/dashboard';
import type { Order } from '@shop/core/schemas/order';
import { toast } from 'sonner';
import { z } from 'zod';
import { useInvoiceMutations } from '../../api/invoices';
import { TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { FormModal, useModalForm } from '../components/form-modal';
import { noPermissionMessage } from '../components/no-permission';

const failure = () => ({
  fallback: 'Không thể lưu hóa đơn',
  forbidden: noPermissionMessage('sửa', 'đơn hàng'),
});

const RECORD_FIELDS = ['provider', 'template', 'series', 'number', 'issuedOn', 'lookupCode'] as const;

/** Ghi nhận hóa đơn: the e-invoice the provider issued (or a correction of the one recorded). */
export function RecordInvoiceModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { record } = useInvoiceMutations(order.id);
  const issued = order.invoice;
  const { field, modal } = useModalForm<Required<RecordInvoiceBody>, Required<RecordInvoiceBody>>({
    resolver: formResolver(recordInvoiceBody),
    defaultValues: {
      provider: issued?.provider ?? '',
      template: issued?.template ?? '1',
      series: issued?.series ?? '',
      number: issued?.number ?? '',
      issuedOn: issued?.issuedOn ?? shopToday(),
      lookupCode: issued?.lookupCode ?? '',
    },
    serverFields: RECORD_FIELDS,
    save: async (body) => {
      await record.mutateAsync(body);
      toast.success(`Đã ghi nhận hóa đơn của đơn hàng ${order.code}`);
      onClose();
    },
    failure,
  });
  return (
    <FormModal
      title={issued ? 'Sửa hóa đơn đã ghi nhận' : 'Ghi nhận hóa đơn'}
      size="md"
      submitLabel="Lưu Hóa Đơn"
      onClose={onClose}
      formClassName="grid gap-4 sm:grid-cols-2"
      {...modal}
    >
      <p className="text-sm text-stone-600 sm:col-span-2">
        Nhập thông tin hóa đơn điện tử đã lập trên hệ thống của nhà cung cấp cho đơn hàng {order.code}.
      </p>
      <TextField
        label="Nhà cung cấp hóa đơn *"
        maxLength={100}
        hint="Ví dụ: Viettel, VNPT, MISA"
        {...field('provider')}
      />
      <TextField label="Ngày lập *" type="date" {...field('issuedOn')} />
      <TextField label="Mẫu số *" maxLength={20} {...field('template')} />
      <TextField label="Ký hiệu *" maxLength={20} hint="Ví dụ: C26TAA" {...field('series')} />
      <TextField label="Số hóa đơn *" inputMode="numeric" maxLength={8} {...field('number')} />
      <TextField label="Mã tra cứu *" maxLength={100} {...field('lookupCode')} />
    </FormModal>
  );
}

const REQUEST_FIELDS = ['invoice.companyName', 'invoice.taxCode', 'invoice.address', 'invoice.email'] as const;
interface RequestValues {
  invoice: InvoiceRequest;
}

/** Thông tin xuất hóa đơn: who the invoice is made out to, when the buyer asks after ordering. */
export function InvoiceRequestModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { setRequest } = useInvoiceMutations(order.id);
  const { field, modal } = useModalForm<RequestValues, RequestValues>({
    resolver: formResolver<RequestValues, RequestValues>(z.object({ invoice: invoiceRequestInput })),
    defaultValues: {
      invoice: order.invoiceRequest ?? { companyName: '', taxCode: '', address: '', email: order.email ?? '' },
    },
    serverFields: REQUEST_FIELDS,
    save: async ({ invoice }) => {
      await setRequest.mutateAsync(invoice);
      toast.success(`Đã lưu thông tin xuất hóa đơn của đơn hàng ${order.code}`);
      onClose();
    },
    failure,
  });
  return (
    <FormModal
      title="Thông tin xuất hóa đơn"
      size="md"
      submitLabel="Lưu"
      onClose={onClose}
      formClassName="grid gap-4 sm:grid-cols-2"
      {...modal}
    >
      <TextField
        label="Tên công ty hoặc người mua *"
        maxLength={300}
        className="sm:col-span-2"
        {...field('invoice.companyName')}
      />
      <TextField
        label="Mã số thuế *"
        maxLength={20}
        hint="10 số, 10 số kèm -3 số chi nhánh, hoặc 12 số căn cước"
        {...field('invoice.taxCode')}
      />
      <TextField label="Email nhận hóa đơn *" type="email" maxLength={200} {...field('invoice.email')} />
      <TextField
        label="Địa chỉ xuất hóa đơn *"
        maxLength={500}
        className="sm:col-span-2"
        {...field('invoice.address')}
      />
    </FormModal>
  );
}
