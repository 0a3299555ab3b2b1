import { shopToday } from '@shop/core/schemas/dashboard';
import { foldSerial, pieceBody, type PieceEvent, type PieceStatus } from '@shop/core/schemas/piece';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { pieceHistory, pieces, productVariants, products } from '../db/schema/index.ts';
import demo from './demo-pieces.json' with { type: 'json' };

/**
 * The demo pieces (docs/pieces.md): a few variants sold piece by piece, each with its watches by
 * serial — new from the distributor, pre-owned (grades A/B/C) bought back or consigned — some of them
 * sold through the demo orders (with their warranties), one reserved for an open order, one in
 * service. Each piece is checked with the contract staff use (`pieceBody`). Checked as it loads.
 */
const demoSchema = z.object({
  variants: z.array(
    z.object({
      /** An index among the demo orders' sellable variants. */
      variant: z.number().int(),
      pieces: z.array(
        z.looseObject({
          daysAgo: z.number().int(),
          /** The demo order that bought (completed, shipped) or holds (open) it. */
          order: z.number().int().optional(),
          status: z.enum(['in_service']).optional(),
          statusNote: z.string().optional(),
        }),
      ),
    }),
  ),
});
const { variants: DEMO_VARIANTS } = demoSchema.parse(demo);

/** A demo order as seedDemoOrders made it. */
export interface DemoOrder {
  id: number;
  code: string;
  status: string;
  placed: Date;
  /** When it reached each status, in flow order. */
  steps: { status: string; at: Date }[];
}

/**
 * What the pieces and warranty modules do when pieces move, handed in by the caller (the seed layer
 * imports no module): `syncTrackedStock` of modules/pieces/stock.ts and `warrantOrderPieces` of
 * modules/warranty/repository.ts.
 */
export interface DemoPieceMoves {
  syncTrackedStock(tx: Tx, variantIds: number[]): Promise<void>;
  warrantOrderPieces(tx: Tx, order: { id: number; code: string }, day: string): Promise<void>;
}

const DAY_MS = 86_400_000;

/** Adds the demo pieces, in seedDemoOrders' transaction, after its orders. */
export async function seedDemoPieces(
  tx: Tx,
  sellable: { variantId: number }[],
  demoOrders: DemoOrder[],
  moves: DemoPieceMoves,
) {
  const variantIds = DEMO_VARIANTS.map((v) => sellable[v.variant]!.variantId);
  await tx.update(productVariants).set({ tracksPieces: true }).where(inArray(productVariants.id, variantIds));
  const brandOf = new Map(
    (
      await tx
        .select({ id: productVariants.id, brandId: products.brandId })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.id, variantIds))
    ).map((r) => [r.id, r.brandId]),
  );
  for (const [k, v] of DEMO_VARIANTS.entries()) {
    const variantId = variantIds[k]!;
    for (const p of v.pieces) {
      const { daysAgo, order: orderIndex, status: manual, statusNote, ...fields } = p;
      const input = pieceBody.parse({ ...fields, variantId });
      const received = new Date(Date.now() - daysAgo * DAY_MS);
      const order = orderIndex === undefined ? undefined : demoOrders[orderIndex]!;
      const sold = order && ['shipped', 'completed'].includes(order.status);
      const status: PieceStatus = manual ?? (order ? (sold ? 'sold' : 'reserved') : 'in_stock');
      const [row] = await tx
        .insert(pieces)
        .values({
          ...input,
          receivedAt: shopToday(received),
          brandId: brandOf.get(variantId)!,
          serialKey: foldSerial(input.serial),
          status,
          orderId: order?.id ?? null,
          createdAt: received,
          updatedAt: received,
        })
        .returning({ id: pieces.id });
      const history: { event: PieceEvent; from: PieceStatus | null; to: PieceStatus; at: Date; note?: string }[] = [
        { event: 'received', from: null, to: 'in_stock', at: received },
      ];
      if (manual) history.push({ event: 'service_out', from: 'in_stock', to: manual, at: received, note: statusNote });
      if (order) {
        const at = (s: string) => order.steps.find((x) => x.status === s)?.at ?? order.placed;
        history.push({ event: 'reserved', from: 'in_stock', to: 'reserved', at: at('processing') });
        if (sold) history.push({ event: 'sold', from: 'reserved', to: 'sold', at: at('shipped') });
      }
      await tx.insert(pieceHistory).values(
        history.map((m) => ({
          pieceId: row!.id,
          event: m.event,
          fromStatus: m.from,
          status: m.to,
          orderId: m.event === 'received' ? null : (order?.id ?? null),
          orderCode: m.event === 'received' ? null : (order?.code ?? null),
          note: m.note ?? null,
          by: 'admin',
          at: m.at,
        })),
      );
    }
  }
  await moves.syncTrackedStock(tx, variantIds);
  // Completed orders: their pieces' warranties, from the day each was completed.
  for (const o of demoOrders.filter((x) => x.status === 'completed'))
    await moves.warrantOrderPieces(tx, o, shopToday(o.steps.find((s) => s.status === 'completed')!.at));
}
