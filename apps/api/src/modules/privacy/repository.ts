import type { DataRequest, DataRequestKind, DataRequestStatus } from '@shop/core/schemas/privacy';
import { readSetting } from '@shop/core/schemas/setting';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { dataRequests, messages, orders } from '../../db/schema/index.ts';
import { buybacksOfPhone } from '../buybacks/repository.ts';
import { orderOfLookup } from '../orders/order-of-lookup.ts';
import { ordersRepository } from '../orders/repository.ts';
import { servicesRepository } from '../services/repository.ts';
import { settingsRepository } from '../settings/repository.ts';
import { consentsRepository } from './consents.ts';

type Row = typeof dataRequests.$inferSelect;

const toRequest = (r: Row): DataRequest => ({
  id: r.id,
  kind: r.kind,
  phone: r.phone,
  orderCode: r.orderCode,
  details: r.details,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  dueAt: r.dueAt.toISOString(),
  note: r.note,
  handledBy: r.handledBy,
  handledAt: r.handledAt?.toISOString() ?? null,
});

/** The requests a person makes at `/yeu-cau-du-lieu` and what staff do with them (issue 27 §4). */
export function dataRequestsRepository(db: Db | Tx) {
  return {
    /** The order of a code and phone (the person proves who they are with it). */
    async orderIdOf(code: string, phone: string): Promise<number | undefined> {
      return (await orderOfLookup(db, code, phone))?.id;
    },

    /** A new request, due `privacy.requestDeadlineDays` from now. */
    async create(input: {
      kind: DataRequestKind;
      phone: string;
      orderCode: string;
      details: string | null;
      clientAddress: string;
    }): Promise<DataRequest> {
      const days = readSetting(await settingsRepository(db as Db).map(), 'privacy.requestDeadlineDays');
      const dueAt = new Date(Date.now() + days * 86_400_000);
      const [row] = await db
        .insert(dataRequests)
        .values({ ...input, dueAt })
        .returning();
      return toRequest(row!);
    },

    /** The open requests first, the earliest due first; then the closed ones, the latest first. */
    async list(status?: DataRequestStatus): Promise<DataRequest[]> {
      const rows = await db
        .select()
        .from(dataRequests)
        .where(status ? eq(dataRequests.status, status) : undefined)
        .orderBy(desc(eq(dataRequests.status, 'open')), asc(dataRequests.dueAt), desc(dataRequests.id))
        .limit(500);
      return rows.map(toRequest);
    },

    async ofPhone(phone: string): Promise<DataRequest[]> {
      const rows = await db
        .select()
        .from(dataRequests)
        .where(eq(dataRequests.phone, phone))
        .orderBy(desc(dataRequests.id));
      return rows.map(toRequest);
    },

    async find(id: number): Promise<DataRequest | undefined> {
      const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id));
      return row && toRequest(row);
    },

    async close(id: number, status: Exclude<DataRequestStatus, 'open'>, note: string | null, by: string) {
      const [row] = await db
        .update(dataRequests)
        .set({ status, note, handledBy: by, handledAt: new Date() })
        .where(and(eq(dataRequests.id, id), eq(dataRequests.status, 'open')))
        .returning();
      return row && toRequest(row);
    },

    /** Everything kept about a phone: its orders (with lines), messages, consents, the watches it sold to the shop, and its requests. */
    async export(phone: string) {
      const ids = (await db.select({ id: orders.id }).from(orders).where(eq(orders.phone, phone))).map((o) => o.id);
      const repo = ordersRepository(db);
      const theirOrders = (await Promise.all(ids.map((id) => repo.find(id)))).filter((o) => o !== undefined);
      const sent = ids.length
        ? await db
            .select({
              id: messages.id,
              kind: messages.kind,
              channel: messages.channel,
              recipient: messages.recipient,
              status: messages.status,
              createdAt: messages.createdAt,
              sentAt: messages.sentAt,
            })
            .from(messages)
            .where(inArray(messages.orderId, ids))
            .orderBy(asc(messages.id))
        : [];
      const tickets = await servicesRepository(db).ofPhone(phone);
      return {
        phone,
        exportedAt: new Date().toISOString(),
        orders: theirOrders,
        messages: sent.map((m) => ({
          ...m,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
        consents: await consentsRepository(db).ofPhone(phone),
        buybacks: await buybacksOfPhone(db, phone),
        services: tickets,
        // The photos of their tickets (the files are the shop's staff-only images; listed, not attached).
        servicePhotos: await servicesRepository(db).photosOf(tickets.map((v) => v.id)),
        requests: await this.ofPhone(phone),
      };
    },
  };
}
