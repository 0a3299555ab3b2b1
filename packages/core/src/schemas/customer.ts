import { z } from 'zod';
import { limitQuery, noNul, skipQuery, timestamp } from './common.ts';
import { orderSchema, phoneInput } from './order.ts';

/** The shop's customers: one per phone number, from the orders placed with it. */

export const CUSTOMER_MESSAGES = { notFound: 'Không tìm thấy khách hàng' } as const;

const customerSchema = z.object({
  phone: z.string(),
  /** The name, and email when given, of the customer's latest order. */
  name: z.string(),
  email: z.string().nullable(),
  orders: z.number().int(),
  /** Sum of the amounts of completed orders. */
  totalSpent: z.number(),
  lastOrderAt: timestamp,
});
export type Customer = z.infer<typeof customerSchema>;

/** `GET /customers?limit&skip&search` (orders read): search on name, phone and email; latest order first. */
export const customerListQuery = z.object({
  search: z
    .string()
    .max(200)
    .refine(...noNul)
    .optional(),
  limit: limitQuery(20),
  skip: skipQuery,
});
export const customerListResponse = z.object({
  customers: z.array(customerSchema),
  /** With `totalExact` false (a search matching very many orders), at least this many: "hơn 10.000". */
  total: z.number().int(),
  totalExact: z.boolean(),
});
export type CustomerList = z.infer<typeof customerListResponse>;

/** `GET /customers/:phone`: the customer and all their orders, newest first. */
export const customerParams = z.object({ phone: phoneInput });
export const customerDetailResponse = z.object({ customer: customerSchema, orders: z.array(orderSchema) });
export type CustomerDetail = z.infer<typeof customerDetailResponse>;
