import {
  PIECE_MESSAGES,
  foldSerial,
  type Piece,
  type PieceEvent,
  type PieceHistoryEntry,
  type PieceInput,
  type PieceList,
  type PieceListOptions,
  type PieceStatus,
  type PieceUpdateInput,
  type PieceVariant,
} from '@shop/core/schemas/piece';
import { shopToday } from '@shop/core/schemas/dashboard';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, orders, pieceHistory, pieces, productVariants, products } from '../../db/schema/index.ts';
import { HttpError, badRequest, conflict, forbidden, notFound, pgErrorCode } from '../../lib/errors.ts';
import { withProductAndBrand } from '../../lib/variant-query.ts';
import { voidPieceWarranties } from '../warranty/repository.ts';
import { syncTrackedStock } from './stock.ts';
import { withPieceWatch } from './watch.ts';

/** Who moves a piece, and what they may see and set of its cost. */
export interface PieceActor {
  username: string;
  isAdmin: boolean;
  readCosts: boolean;
  changeCosts: boolean;
}

const columns = {
  id: pieces.id,
  variantId: pieces.variantId,
  productId: productVariants.productId,
  productName: products.name,
  variantName: productVariants.name,
  brandId: pieces.brandId,
  brandName: brands.name,
  serial: pieces.serial,
  reference: pieces.reference,
  condition: pieces.condition,
  grade: pieces.grade,
  conditionNote: pieces.conditionNote,
  accessories: pieces.accessories,
  accessoriesNote: pieces.accessoriesNote,
  source: pieces.source,
  sourceName: pieces.sourceName,
  sourcePhone: pieces.sourcePhone,
  consignorPayout: pieces.consignorPayout,
  costPrice: pieces.costPrice,
  status: pieces.status,
  orderId: pieces.orderId,
  orderCode: orders.code,
  receivedAt: pieces.receivedAt,
  note: pieces.note,
  createdAt: pieces.createdAt,
  updatedAt: pieces.updatedAt,
};

type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['notNull'] extends true
    ? (typeof columns)[K]['_']['data']
    : (typeof columns)[K]['_']['data'] | null;
};

function toPiece(row: Row, readCosts: boolean): Piece {
  const { costPrice, ...rest } = row;
  return {
    ...rest,
    condition: row.condition as Piece['condition'],
    grade: row.grade as Piece['grade'],
    source: row.source as Piece['source'],
    accessories: Array.isArray(row.accessories) ? row.accessories : [],
    consignorPayout: row.consignorPayout === null ? null : Number(row.consignorPayout),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(readCosts ? { costPrice: costPrice === null ? null : Number(costPrice) } : {}),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface MoveRecord {
  pieceId: number;
  event: PieceEvent;
  from: PieceStatus | null;
  to: PieceStatus;
  orderId?: number | null;
  orderCode?: string | null;
  note?: string | null;
  by: string | null;
}

/** One line of a piece's history, in the caller's transaction. */
export async function recordMove(tx: Db | Tx, m: MoveRecord): Promise<void> {
  await tx.insert(pieceHistory).values({
    pieceId: m.pieceId,
    event: m.event,
    fromStatus: m.from,
    status: m.to,
    orderId: m.orderId ?? null,
    orderCode: m.orderCode ?? null,
    note: m.note ?? null,
    by: m.by,
  });
}

/** The piece's fields as its audit entries compare them (history and derived names left out). */
export function auditedPiece(p: Piece): Record<string, unknown> {
  const { history: _h, productName: _p, variantName: _v, brandName: _b, orderCode: _o, ...fields } = p;
  return fields;
}

/** The variant a piece may be received as: it exists and is tracked by piece; its product's brand. */
async function variantForPiece(tx: Db | Tx, variantId: number): Promise<{ brandId: number }> {
  const [v] = await tx
    .select({ tracksPieces: productVariants.tracksPieces, brandId: products.brandId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!v)
    throw badRequest(PIECE_MESSAGES.variantNotFound, [
      { field: 'variantId', in: 'body', message: PIECE_MESSAGES.variantNotFound },
    ]);
  if (!v.tracksPieces) throw conflict(PIECE_MESSAGES.variantNotTracked, { variantId });
  return { brandId: v.brandId };
}

/** 409 naming the piece of this brand that already has this serial (folded), other than `except`. */
async function assertSerialFree(tx: Db | Tx, brandId: number, serial: string, except?: number): Promise<void> {
  const [other] = await tx
    .select({ id: pieces.id, productName: products.name })
    .from(pieces)
    .innerJoin(productVariants, eq(productVariants.id, pieces.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(pieces.brandId, brandId),
        eq(pieces.serialKey, foldSerial(serial)),
        except === undefined ? undefined : ne(pieces.id, except),
      ),
    );
  if (other)
    throw new HttpError(409, 'DUPLICATE_SERIAL', PIECE_MESSAGES.duplicateSerial(serial, other.id, other.productName), {
      pieceId: other.id,
    });
}

/** Moves staff make themselves: from → to → the history's event. */
const MANUAL_MOVES: Partial<Record<PieceStatus, Partial<Record<PieceStatus, PieceEvent>>>> = {
  in_stock: { in_service: 'service_out', consignor_returned: 'consignor_returned', written_off: 'written_off' },
  in_service: { in_stock: 'service_back', consignor_returned: 'consignor_returned', written_off: 'written_off' },
  consignor_returned: { in_stock: 'corrected' },
  written_off: { in_stock: 'corrected' },
};

export function piecesRepository(db: Db) {
  const base = () =>
    withPieceWatch(db.select(columns).from(pieces).$dynamic()).leftJoin(orders, eq(orders.id, pieces.orderId));

  async function history(id: number): Promise<PieceHistoryEntry[]> {
    const rows = await db
      .select()
      .from(pieceHistory)
      .where(eq(pieceHistory.pieceId, id))
      .orderBy(asc(pieceHistory.at), asc(pieceHistory.id));
    return rows.map((h) => ({
      id: h.id,
      event: h.event as PieceEvent,
      fromStatus: h.fromStatus,
      status: h.status,
      orderId: h.orderId,
      orderCode: h.orderCode,
      note: h.note,
      by: h.by,
      at: h.at.toISOString(),
    }));
  }

  async function find(id: number, readCosts: boolean, withHistory = true): Promise<Piece | undefined> {
    const [row] = await base().where(eq(pieces.id, id));
    if (!row) return undefined;
    const piece = toPiece(row as Row, readCosts);
    return withHistory ? { ...piece, history: await history(id) } : piece;
  }

  /** The piece row locked for a change (404 when there is none). */
  async function lock(tx: Db | Tx, id: number) {
    const [row] = await tx.select().from(pieces).where(eq(pieces.id, id)).for('update');
    if (!row) throw notFound(PIECE_MESSAGES.notFound);
    return row;
  }

  return {
    find,

    async trackedVariants(): Promise<PieceVariant[]> {
      const rows = await withProductAndBrand(
        db
          .select({
            variantId: productVariants.id,
            productId: products.id,
            productName: products.name,
            variantName: productVariants.name,
            brandName: brands.name,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .$dynamic(),
      )
        .where(eq(productVariants.tracksPieces, true))
        .orderBy(asc(brands.name), asc(products.name), asc(productVariants.id));
      return rows.map((r) => ({ ...r, stock: r.stock ?? 0 }));
    },

    async list(q: PieceListOptions, readCosts: boolean): Promise<PieceList> {
      const serial = q.serial ? foldSerial(q.serial) : '';
      const where = and(
        serial ? sql`${pieces.serialKey} like ${`%${escapeLike(serial)}%`}` : undefined,
        q.status ? eq(pieces.status, q.status) : undefined,
        q.condition ? eq(pieces.condition, q.condition) : undefined,
        q.source ? eq(pieces.source, q.source) : undefined,
        q.variantId ? eq(pieces.variantId, q.variantId) : undefined,
        q.productId ? eq(productVariants.productId, q.productId) : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(pieces)
        .innerJoin(productVariants, eq(productVariants.id, pieces.variantId))
        .where(where);
      const rows = await base().where(where).orderBy(desc(pieces.id)).limit(q.limit).offset(q.skip);
      return { pieces: rows.map((r) => toPiece(r as Row, readCosts)), total: Number(total?.n ?? 0) };
    },

    /** Receives a piece into stock (history "received"); the variant's stock counts it at once. */
    async receive(input: PieceInput, actor: PieceActor): Promise<Piece> {
      if (input.costPrice !== null && !actor.changeCosts) throw forbidden(PIECE_MESSAGES.costsForbidden);
      const { brandId } = await variantForPiece(db, input.variantId);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          await assertSerialFree(tx, brandId, input.serial);
          const [row] = await tx
            .insert(pieces)
            .values({
              ...input,
              receivedAt: input.receivedAt ?? shopToday(),
              brandId,
              serialKey: foldSerial(input.serial),
              status: 'in_stock',
            })
            .returning({ id: pieces.id });
          await recordMove(tx, {
            pieceId: row!.id,
            event: 'received',
            from: null,
            to: 'in_stock',
            by: actor.username,
            note: input.note,
          });
          await syncTrackedStock(tx, [input.variantId]);
          return row!.id;
        });
      } catch (err) {
        // Received at the same moment by someone else: answered like any duplicate.
        if (pgErrorCode(err) === '23505') await assertSerialFree(db, brandId, input.serial);
        throw err;
      }
      return (await find(id, actor.readCosts))!;
    },

    /**
     * Changes a piece's facts and, optionally, its status among the moves staff make (in stock ↔ in
     * service, returned to the consignor, written off). A piece an order holds moves only through
     * the order (409); a sold piece only by an admin's correction with a reason. The stock of the
     * variants concerned follows in the same transaction.
     */
    async update(id: number, input: PieceUpdateInput, actor: PieceActor): Promise<Piece> {
      if (input.costPrice !== null && !actor.changeCosts) throw forbidden(PIECE_MESSAGES.costsForbidden);
      await db.transaction(async (tx) => {
        const row = await lock(tx, id);
        const to = input.status ?? row.status;
        let event: PieceEvent | undefined;
        if (to !== row.status) {
          if (row.status === 'reserved') {
            const [o] = await tx
              .select({ code: orders.code })
              .from(orders)
              .where(eq(orders.id, row.orderId ?? 0));
            throw conflict(PIECE_MESSAGES.statusByOrder(o?.code ?? ''), { orderId: row.orderId });
          }
          if (row.status === 'sold') {
            if (!actor.isAdmin || !input.statusNote) throw conflict(PIECE_MESSAGES.soldNeedsAdmin);
            event = 'corrected';
            // The sale is undone: its warranty no longer holds (docs/pieces.md#warranty).
            await voidPieceWarranties(tx, id, input.statusNote);
          } else {
            event = MANUAL_MOVES[row.status]?.[to];
            if (!event) throw conflict(PIECE_MESSAGES.badStatus, { from: row.status, to });
          }
          if (to === 'consignor_returned' && input.source !== 'consignment')
            throw conflict(PIECE_MESSAGES.consignorOnly);
        }
        const variantChanged = input.variantId !== row.variantId;
        if (variantChanged && (row.status !== 'in_stock' || to !== 'in_stock'))
          throw conflict(PIECE_MESSAGES.variantLocked);
        const { brandId } = variantChanged ? await variantForPiece(tx, input.variantId) : { brandId: row.brandId };
        if (brandId !== row.brandId || foldSerial(input.serial) !== row.serialKey)
          await assertSerialFree(tx, brandId, input.serial, id);
        const { status: _s, statusNote, ...fields } = input;
        await tx
          .update(pieces)
          .set({
            ...fields,
            costPrice: actor.changeCosts ? input.costPrice : row.costPrice,
            receivedAt: input.receivedAt ?? row.receivedAt,
            brandId,
            serialKey: foldSerial(input.serial),
            status: to,
            ...(row.status === 'sold' && to !== 'sold' ? { orderId: null } : {}),
            updatedAt: new Date(),
          })
          .where(eq(pieces.id, id));
        await recordMove(tx, {
          pieceId: id,
          event: event ?? 'updated',
          from: row.status,
          to,
          note: statusNote,
          by: actor.username,
        });
        // Taking a piece out of stock is refused while orders hold every piece left (strict).
        const out = row.status === 'in_stock' && to !== 'in_stock';
        await syncTrackedStock(tx, [row.variantId], out || variantChanged);
        if (variantChanged) await syncTrackedStock(tx, [input.variantId]);
      });
      return (await find(id, actor.readCosts))!;
    },
  };
}
