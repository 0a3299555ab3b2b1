import { shopToday } from '@shop/core/schemas/dashboard';
import { foldSerial } from '@shop/core/schemas/piece';
import {
  CLOSED_SERVICE_STATUSES,
  SERVICE_MESSAGES,
  canMoveService,
  type Service,
  type ServiceHistoryEntry,
  type ServiceInput,
  type ServiceList,
  type ServiceListOptions,
  type ServiceLookup,
  type ServiceStatus,
  type ServiceUpdateInput,
} from '@shop/core/schemas/service';
import { servicePhotoUrl, type ServicePhoto } from '@shop/core/schemas/service-photo';
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  brands,
  pieces,
  productVariants,
  products,
  serviceHistory,
  servicePhotos,
  services,
  warranties,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { photosOf, type PhotoRow } from '../../lib/private-photos.ts';
import { withPieceWatch } from '../pieces/watch.ts';

// The service desk's tickets (docs/services.md): reception, details, moves along the flow, the
// customer's lookup by code and phone, and a piece's visits for the warranty answer.

/** A ticket's photo as the contract has it: the ticket's id as `serviceId`, the url that serves it. */
export const toServicePhoto = ({ key: _k, ownerId, ...p }: PhotoRow): ServicePhoto => ({
  ...p,
  serviceId: ownerId,
  createdAt: p.createdAt.toISOString(),
  url: servicePhotoUrl(ownerId, p.id),
});

const columns = {
  id: services.id,
  code: services.code,
  pieceId: services.pieceId,
  warrantyId: services.warrantyId,
  warrantyCode: warranties.code,
  warrantyKind: warranties.kind,
  warrantyEndDate: warranties.endDate,
  underWarranty: services.underWarranty,
  brandName: services.brandName,
  model: services.model,
  serial: services.serial,
  customerName: services.customerName,
  phone: services.phone,
  email: services.email,
  problem: services.problem,
  handedOver: services.handedOver,
  handedOverNote: services.handedOverNote,
  conditionNote: services.conditionNote,
  estimate: services.estimate,
  fee: services.fee,
  promisedDate: services.promisedDate,
  note: services.note,
  status: services.status,
  receivedBy: services.receivedBy,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
};

type Row = Omit<Service, 'createdAt' | 'updatedAt' | 'history' | 'handedOver'> & {
  createdAt: Date;
  updatedAt: Date;
  handedOver: unknown;
};

function toService(r: Row): Service {
  return {
    ...r,
    handedOver: Array.isArray(r.handedOver) ? (r.handedOver as Service['handedOver']) : [],
    estimate: r.estimate === null ? null : Number(r.estimate),
    fee: r.fee === null ? null : Number(r.fee),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The ticket's fields as its audit entries compare them (history and derived warranty facts left out). */
export function auditedService(s: Service): Record<string, unknown> {
  const { history: _h, warrantyCode: _c, warrantyKind: _k, warrantyEndDate: _e, code: _code, ...fields } = s;
  return fields;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The watch of a piece of this shop, and its newest warranty as it stands on `today`. */
async function pieceWatch(tx: Db | Tx, pieceId: number, today: string) {
  const [p] = await withPieceWatch(
    tx
      .select({
        brandName: brands.name,
        productName: products.name,
        variantName: productVariants.name,
        serial: pieces.serial,
      })
      .from(pieces)
      .$dynamic(),
  ).where(eq(pieces.id, pieceId));
  if (!p)
    throw badRequest(SERVICE_MESSAGES.pieceNotFound, [
      { field: 'pieceId', in: 'body', message: SERVICE_MESSAGES.pieceNotFound },
    ]);
  const [w] = await tx
    .select({ id: warranties.id, endDate: warranties.endDate })
    .from(warranties)
    .where(and(eq(warranties.pieceId, pieceId), isNull(warranties.voidedAt)))
    .orderBy(desc(warranties.id))
    .limit(1);
  return {
    brandName: p.brandName,
    model: p.variantName ? `${p.productName} (${p.variantName})` : p.productName,
    serial: p.serial,
    warrantyId: w?.id ?? null,
    underWarranty: w !== undefined && today <= w.endDate,
  };
}

export function servicesRepository(db: Db) {
  const base = () => db.select(columns).from(services).leftJoin(warranties, eq(warranties.id, services.warrantyId));

  async function history(id: number): Promise<ServiceHistoryEntry[]> {
    const rows = await db
      .select()
      .from(serviceHistory)
      .where(eq(serviceHistory.serviceId, id))
      .orderBy(asc(serviceHistory.at), asc(serviceHistory.id));
    return rows.map((h) => ({
      id: h.id,
      fromStatus: h.fromStatus,
      status: h.status,
      note: h.note,
      by: h.by,
      at: h.at.toISOString(),
    }));
  }

  async function find(id: number, withHistory = true): Promise<Service | undefined> {
    const [row] = await base().where(eq(services.id, id));
    if (!row) return undefined;
    const s = toService(row);
    return withHistory ? { ...s, history: await history(id) } : s;
  }

  async function lock(id: number) {
    const [row] = await db.select().from(services).where(eq(services.id, id)).for('update');
    if (!row) throw notFound(SERVICE_MESSAGES.notFound);
    return row;
  }

  return {
    find,

    /** The tickets opened with this phone, oldest first, without their history (a person's data export). */
    async ofPhone(phone: string): Promise<Service[]> {
      const rows = await base().where(eq(services.phone, phone)).orderBy(asc(services.id));
      return rows.map(toService);
    },

    /** The photos of these tickets, oldest first (a person's data export lists them). */
    async photosOf(ids: number[]): Promise<ServicePhoto[]> {
      return (await photosOf(db, servicePhotos, ids)).map(toServicePhoto);
    },

    async list(q: ServiceListOptions): Promise<ServiceList> {
      const term = q.q?.trim() ?? '';
      const like = `%${escapeLike(term)}%`;
      const serialLike = `%${escapeLike(foldSerial(term))}%`;
      const phoneLike = `%${escapeLike(term.replace(/[\s.]/g, '').replace(/^\+?84/, '0'))}%`;
      const search: SQL | undefined = term
        ? or(
            sql`${services.code} ilike ${like}`,
            sql`${services.phone} like ${phoneLike}`,
            sql`${services.serialKey} like ${serialLike}`,
            sql`${services.customerName} ilike ${like}`,
          )
        : undefined;
      const where = and(search, q.status ? eq(services.status, q.status) : undefined);
      const [total] = await db.select({ n: count() }).from(services).where(where);
      const rows = await base().where(where).orderBy(desc(services.id)).limit(q.limit).offset(q.skip);
      return { services: rows.map((r) => toService(r as Row)), total: Number(total?.n ?? 0) };
    },

    /**
     * Opens a ticket (status received, first history line). A watch of this shop takes its brand,
     * model and serial from its piece, and whether it is under warranty from the piece's warranty today.
     */
    async open(input: ServiceInput, by: string, today: string = shopToday()): Promise<Service> {
      const { pieceId, ...fields } = input;
      const watch = pieceId
        ? await pieceWatch(db, pieceId, today)
        : {
            brandName: input.brandName!,
            model: input.model!,
            serial: input.serial,
            warrantyId: null,
            underWarranty: false,
          };
      const [row] = await db
        .insert(services)
        .values({
          ...fields,
          ...watch,
          pieceId,
          serialKey: watch.serial ? foldSerial(watch.serial) : null,
          status: 'received',
          receivedBy: by,
        })
        .returning({ id: services.id });
      await db.insert(serviceHistory).values({ serviceId: row!.id, fromStatus: null, status: 'received', by });
      return (await find(row!.id))!;
    },

    /** Changes the details, the estimate and the fee of an open ticket (409 once returned or cancelled). */
    async update(id: number, input: ServiceUpdateInput): Promise<Service> {
      const row = await lock(id);
      if (CLOSED_SERVICE_STATUSES.includes(row.status)) throw conflict(SERVICE_MESSAGES.closed);
      const linked = row.pieceId !== null;
      if (!linked && !input.brandName)
        throw badRequest(SERVICE_MESSAGES.brandRequired, [
          { field: 'brandName', in: 'body', message: SERVICE_MESSAGES.brandRequired },
        ]);
      if (!linked && !input.model)
        throw badRequest(SERVICE_MESSAGES.modelRequired, [
          { field: 'model', in: 'body', message: SERVICE_MESSAGES.modelRequired },
        ]);
      const { brandName, model, serial, ...fields } = input;
      await db
        .update(services)
        .set({
          ...fields,
          ...(linked
            ? {}
            : { brandName: brandName!, model: model!, serial, serialKey: serial ? foldSerial(serial) : null }),
          updatedAt: new Date(),
        })
        .where(eq(services.id, id));
      return (await find(id))!;
    },

    /** Moves a ticket along the flow (409 with the two statuses in words otherwise), with its history line. */
    async move(
      id: number,
      to: ServiceStatus,
      note: string | null,
      by: string,
    ): Promise<{ before: Service; after: Service }> {
      const row = await lock(id);
      const before = (await find(id, false))!;
      if (!canMoveService(row.status, to))
        throw conflict(SERVICE_MESSAGES.badMove(row.status, to), { from: row.status, to });
      await db.update(services).set({ status: to, updatedAt: new Date() }).where(eq(services.id, id));
      await db.insert(serviceHistory).values({ serviceId: id, fromStatus: row.status, status: to, note, by });
      return { before, after: (await find(id))! };
    },

    /** The customer's view of their ticket by code and phone (normalised), or undefined for any wrong pair. */
    async lookup(code: string, phone: string): Promise<ServiceLookup | undefined> {
      const [row] = await base().where(and(eq(services.code, code), eq(services.phone, phone)));
      if (!row) return undefined;
      const s = toService(row);
      const steps = await history(s.id);
      return {
        code: s.code,
        status: s.status,
        brandName: s.brandName,
        model: s.model,
        serial: s.serial,
        problem: s.problem,
        underWarranty: s.underWarranty,
        estimate: s.estimate,
        fee: s.fee,
        promisedDate: s.promisedDate,
        receivedAt: s.createdAt,
        history: steps.map(({ status, at }) => ({ status, at })),
      };
    },
  };
}

/** A piece's visits to the service desk, newest first: what the public warranty answer lists. */
export async function serviceVisitsOf(
  db: Db,
  pieceId: number,
): Promise<{ code: string; status: ServiceStatus; receivedAt: string }[]> {
  const rows = await db
    .select({ code: services.code, status: services.status, createdAt: services.createdAt })
    .from(services)
    .where(eq(services.pieceId, pieceId))
    .orderBy(desc(services.id));
  return rows.map((r) => ({ code: r.code, status: r.status, receivedAt: r.createdAt.toISOString() }));
}
