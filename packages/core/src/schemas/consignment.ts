import { z } from 'zod';
import { jsonNumber, noNul, optionalText, timestamp } from './common.ts';

// What the shop owes the people who consigned watches (issue 26 §5; docs/pieces.md#consignment-payouts):
// every consigned piece that was sold, with the payout agreed when it was received, owed until staff
// record that it was paid.

export const CONSIGNMENT_STATES = ['owed', 'paid', 'all'] as const;
export type ConsignmentState = (typeof CONSIGNMENT_STATES)[number];
export const CONSIGNMENT_STATE_LABELS: Record<ConsignmentState, string> = {
  owed: 'Chưa trả',
  paid: 'Đã trả',
  all: 'Tất cả',
};

export const CONSIGNMENT_MESSAGES = {
  badState: 'Trạng thái phải là owed, paid hoặc all',
  notFound: 'Không tìm thấy đồng hồ ký gửi này',
  notSold: 'Đồng hồ ký gửi chưa bán: chưa phải trả tiền cho người ký gửi',
  alreadyPaid: 'Đã ghi nhận trả tiền cho người ký gửi đồng hồ này',
  badAmount: 'Số tiền trả phải là số nguyên lớn hơn 0',
  noAmount: 'Đồng hồ chưa có số tiền thỏa thuận trả người ký gửi: nhập số tiền đã trả',
} as const;

/** `GET /api/consignments?state=`: owed (the default), paid or all. */
export const consignmentListQuery = z.object({
  state: z.enum(CONSIGNMENT_STATES, { error: CONSIGNMENT_MESSAGES.badState }).default('owed'),
});

/** A sold consigned piece: who consigned it, the payout agreed, the sale, and the payment once recorded. */
export const consignmentSchema = z.object({
  pieceId: z.number().int(),
  serial: z.string(),
  brandName: z.string(),
  productName: z.string(),
  variantName: z.string(),
  consignorName: z.string().nullable(),
  consignorPhone: z.string().nullable(),
  /** The payout agreed when the piece was received (null: none was written down). */
  payout: z.number().nullable(),
  orderId: z.number().int().nullable(),
  orderCode: z.string().nullable(),
  /** When the piece was sold (its history's last `sold`). */
  soldAt: timestamp.nullable(),
  paid: z
    .object({
      amount: z.number(),
      paidAt: timestamp,
      by: z.string().nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type Consignment = z.infer<typeof consignmentSchema>;

export const consignmentListResponse = z.object({
  consignments: z.array(consignmentSchema),
  /** The sum still owed over the listed pieces (an owed piece without an agreed payout counts 0). */
  owedTotal: z.number(),
});
export type ConsignmentList = z.infer<typeof consignmentListResponse>;

/** `POST /api/consignments/:id/paid`: the amount paid (the agreed payout when left out) and a note. */
export const consignorPaidBody = z
  .object({
    amount: jsonNumber(CONSIGNMENT_MESSAGES.badAmount)
      .int(CONSIGNMENT_MESSAGES.badAmount)
      .min(1, CONSIGNMENT_MESSAGES.badAmount)
      .max(1e15, CONSIGNMENT_MESSAGES.badAmount)
      .nullish()
      .transform((v) => v ?? null),
    note: optionalText(500),
  })
  .refine(...noNul);
export type ConsignorPaidBody = z.input<typeof consignorPaidBody>;
