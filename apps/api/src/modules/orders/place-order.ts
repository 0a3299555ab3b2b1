import { MAX_LINES_PER_SHOPPER_ORDER, orderAmounts } from '@shop/core/checkout';
import {
  ORDER_MESSAGES,
  type Order,
  type OrderLookup,
  type PlacedOrderRequest,
  type PriceChangedDetails,
} from '@shop/core/schemas/order';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { auditDiff, writeAudit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { HttpError, badRequest, conflict, tooManyRequests } from '../../lib/errors.ts';
import { throttleAddress } from '../../lib/throttle/address.ts';
import type { Reservation, ThrottleClaim } from '../../lib/throttle/store.ts';
import type { AuthContext } from '../../types.ts';
import { outbox } from '../messages/outbox.ts';
import { consentsRepository } from '../privacy/consents.ts';
import { policiesRepository } from '../policies/repository.ts';
import { refreshSoldOut } from '../product-variants/stock.ts';
import { mergeItems, moveStock, priceLines, quantities, variantFacts, type ItemRequest } from './order-lines.ts';
import type { CheckoutSettings } from './checkout-settings.ts';
import { bodyHash } from './idempotency.ts';
import { newOrderCode } from './order-insert.ts';
import { auditedOrder, paymentOf, shopperView } from './order-view.ts';
import { ordersRepository } from './repository.ts';
import type { SoldOutBoard } from './sold-out.ts';
import { variantQueue } from './variant-queue.ts';

/** What the order's transaction answers: the order, whether it is new, the variants it emptied. */
interface Placed {
  order: Order;
  placed: boolean;
  emptied: { variantId: number; productId: number; productName: string }[];
}

/** One attempt at placing an order, as the route received it. */
export interface PlaceOrderRequest {
  body: PlacedOrderRequest;
  /** The `Idempotency-Key` header, already checked. */
  idempotencyKey?: string;
  /** Staff with the orders change right (a phone order); null: a shopper. */
  staff: AuthContext | null;
  /** The client address (`request.ip`). */
  ip: string;
  log: FastifyBaseLogger;
}

/**
 * Placing an order, every caller's one path (docs/checkout.md#placing-an-order-step-by-step). In this
 * order, the order's writes all in one transaction the service opens:
 *
 * 0. a shopper's agreement: without `acceptTerms: true` the answer is 400 on that field (staff's
 *    phone orders need none); the order keeps the policy versions in force (`agreedPolicies`);
 * 1. the honeypot: a filled `website` is answered like an accepted order, nothing stored or counted;
 *    then an order for a variant this server saw sold out is refused at once (sold-out.ts), before
 *    any connection or transaction; otherwise it waits its turn behind the orders of the same variants
 *    under way on this server (variant-queue.ts), looks at the board again, and again first thing in
 *    the transaction. The moment an order takes a variant's last piece (or is refused for want of it)
 *    the orders waiting in that variant's line are let go, and each is refused by the board without
 *    a statement; an order leaves the line as soon as its transaction ends, before its event;
 * 2. the idempotency key is claimed (a retry with the same key and body answers the order it made,
 *    whatever the limits say now; another body is 422);
 * 3. the limits (shoppers only): orders per client address (the shared throttle store, reserved
 *    before the transaction and applied here, so no other connection is awaited while the
 *    transaction holds its own); at most `checkout.maxQuantityPerLine` pieces a line (after merging
 *    equal lines) and 10 lines (422 QUANTITY_PER_LINE_LIMIT / LINES_PER_ORDER_LIMIT); the pending
 *    orders of the client address hold at most `checkout.maxPendingPiecesPerAddress` pieces with
 *    this one (422 PENDING_PIECES_LIMIT), counted under a lock on the address held until the order
 *    commits, so concurrent orders from one address queue and cannot pass it together. There is no
 *    limit per phone number: anyone can type anyone's number, and such a limit let a stranger block
 *    a victim's own orders;
 * 4. pricing from the database and the shown amount (409 PRICE_CHANGED);
 * 5. the stock, taken with a guard (409 NOT_ENOUGH_STOCK); each line records what it took
 *    (`stock_taken`: 0 for a variant whose stock is not counted), which is all a cancel gives back;
 * 6. the order (with its client address and, paid by bank transfer, its payment deadline
 *    `checkout.holdHours` ahead), its lines and first history row, the key bound to it;
 * 7. a shopper's consents to optional purposes (`consents`, each with its text version, time and
 *    client address), the audit entry (a staff order), the messages (`outbox.enqueue`, order-placed to the shopper and
 *    the shop);
 *
 * then, once committed, the `order.created` event. Any refusal writes nothing and gives the address's
 * count back. The answer is the shopper's view of the order (the lookup's shape).
 */
export function orderPlacement(app: FastifyInstance, soldOut: SoldOutBoard) {
  const db = app.database.db;
  const { max, windowMs } = app.config.orderRateLimit;
  const orderRule = { limit: max, windowMs };
  const inLine = variantQueue();

  /** A bot's answer: looks like an accepted order (the lookup's shape), nothing stored. */
  async function honeypot(request: PlaceOrderRequest): Promise<OrderLookup> {
    const {
      website: _website,
      items,
      expectedAmount: _expected,
      acceptTerms: _terms,
      consents: _consents,
      invoice,
      ...customer
    } = request.body;
    request.log.info('order honeypot filled: nothing stored');
    const repo = ordersRepository(db);
    const wanted = mergeItems(items);
    const lines = priceLines(
      wanted,
      await variantFacts(
        db,
        wanted.map((i) => i.variantId),
      ),
    );
    const shop = await repo.checkoutSettings();
    const amounts = orderAmounts(lines, shop.shipping);
    const code = newOrderCode();
    const createdAt = new Date();
    const bank = customer.paymentMethod === 'bank_transfer' ? shop.bank : null;
    const payment = paymentOf({
      code,
      amount: amounts.amount,
      paymentMethod: customer.paymentMethod,
      paymentStatus: 'unpaid',
      status: 'pending',
      bankBin: bank?.bankBin ?? null,
      bankAccountNumber: bank?.accountNumber ?? null,
      bankAccountName: bank?.accountName ?? null,
      payBy: bank ? new Date(createdAt.getTime() + shop.limits.holdHours * 3_600_000) : null,
    });
    const fake: Order = {
      id: 0,
      code,
      ...customer,
      items: lines,
      // As a placed order answers: no trade-in credit (staff set one later).
      subtotal: amounts.subtotal,
      shippingFee: amounts.shippingFee,
      amount: amounts.amount,
      paymentStatus: 'unpaid',
      status: 'pending',
      createdAt: createdAt.toISOString(),
      ...(payment ? { payment } : {}),
      agreedPolicies: await policiesRepository(db).agreement(),
      ...(invoice ? { invoiceRequest: invoice } : {}),
      history: [{ from: null, to: 'pending', at: createdAt.toISOString(), by: null, reason: null }],
    };
    return shopperView(fake);
  }

  /**
   * Step 3's limits of a shopper's order, on the transaction: pieces a line and lines an order, then
   * the pieces the pending orders of the client address hold, counted under the address's lock.
   */
  async function shopperLimits(tx: Tx, request: PlaceOrderRequest, shop: CheckoutSettings): Promise<void> {
    const { maxQuantityPerLine, maxPendingPiecesPerAddress } = shop.limits;
    const wanted: ItemRequest[] = mergeItems(request.body.items);
    if (wanted.length > MAX_LINES_PER_SHOPPER_ORDER)
      throw new HttpError(422, 'LINES_PER_ORDER_LIMIT', ORDER_MESSAGES.linesPerOrder(MAX_LINES_PER_SHOPPER_ORDER), {
        limit: MAX_LINES_PER_SHOPPER_ORDER,
      });
    const over = wanted.find((i) => i.quantity > maxQuantityPerLine);
    if (over)
      throw new HttpError(422, 'QUANTITY_PER_LINE_LIMIT', ORDER_MESSAGES.quantityPerLine(maxQuantityPerLine), {
        limit: maxQuantityPerLine,
        productId: over.productId,
        variantId: over.variantId,
      });
    const pieces = wanted.reduce((n, i) => n + i.quantity, 0);
    const held = await ordersRepository(tx).lockPendingPieces(throttleAddress(request.ip));
    if (held + pieces > maxPendingPiecesPerAddress)
      throw new HttpError(422, 'PENDING_PIECES_LIMIT', ORDER_MESSAGES.pendingPieces(maxPendingPiecesPerAddress), {
        limit: maxPendingPiecesPerAddress,
        held,
      });
  }

  /** Steps 4–7, on the transaction; with the variants whose last pieces the order took. */
  async function store(tx: Tx, request: PlaceOrderRequest, shop: CheckoutSettings): Promise<Placed> {
    const {
      website: _website,
      items,
      expectedAmount,
      acceptTerms: _terms,
      consents: purposes,
      invoice,
      ...customer
    } = request.body;
    const orders = ordersRepository(tx);
    const wanted = mergeItems(items);
    const facts = await variantFacts(
      tx,
      wanted.map((i) => i.variantId),
    );
    const lines = priceLines(wanted, facts);
    const amounts = orderAmounts(lines, shop.shipping);
    if (expectedAmount !== undefined && expectedAmount !== amounts.amount) {
      const details: PriceChangedDetails = {
        ...amounts,
        expectedAmount,
        items: lines.map((l) => ({
          productId: l.productId,
          variantId: l.variantId,
          price: l.price,
          quantity: l.quantity,
        })),
      };
      throw new HttpError(409, 'PRICE_CHANGED', ORDER_MESSAGES.priceChanged, details);
    }
    if (customer.paymentMethod === 'bank_transfer' && !shop.bank) throw conflict(ORDER_MESSAGES.bankTransferOff);
    const names = new Map(lines.map((l) => [l.variantId, l.productName]));
    const moved = await moveStock(tx, quantities(lines), names);
    await refreshSoldOut(tx, moved.products);
    const taken = lines.map((l) => ({ ...l, stockTaken: moved.taken.get(l.variantId) ?? 0 }));
    const bankTransfer = customer.paymentMethod === 'bank_transfer';
    const order = await orders.insertPlaced({ ...customer, invoiceRequest: invoice }, taken, amounts, {
      bank: shop.bank,
      by: request.staff?.username ?? null,
      agreedPolicies: request.staff ? null : await policiesRepository(tx).agreement(),
      clientAddress: request.staff ? null : throttleAddress(request.ip),
      holdHours: bankTransfer ? shop.limits.holdHours : null,
    });
    if (request.idempotencyKey) await orders.bindIdempotencyKey(request.idempotencyKey, order.id);
    // The optional purposes a shopper ticked, each a consent kept with its text (issue 27 §4).
    if (!request.staff && purposes?.length)
      await consentsRepository(tx).give(order, purposes, throttleAddress(request.ip));
    // An order staff place (a phone order) is a staff change: audited. A shopper's own order is not.
    if (request.staff)
      await writeAudit(
        tx,
        { userId: request.staff.id, username: request.staff.username, ip: request.ip },
        { action: 'create', resource: 'orders', resourceId: order.id, changes: auditDiff(null, auditedOrder(order)) },
      );
    // The confirmation to the shopper and the notice to the shop, committed with the order.
    await outbox.enqueue(tx, { event: 'order.placed', order });
    const emptied = lines.filter((l) => moved.emptied.includes(l.variantId));
    return { order, placed: true, emptied };
  }

  /** 409 NOT_ENOUGH_STOCK for a variant of the order this server saw sold out (sold-out.ts), if any. */
  function knownSoldOut(request: PlaceOrderRequest): HttpError | undefined {
    const items = mergeItems(request.body.items);
    const known = soldOut.find(items.map((i) => i.variantId));
    if (!known || !items.some((i) => i.variantId === known.variantId && i.productId === known.productId)) return;
    return new HttpError(409, 'NOT_ENOUGH_STOCK', known.message, {
      productId: known.productId,
      variantId: known.variantId,
      available: 0,
    });
  }

  /**
   * Before anything else, an order for a variant this server saw sold out is refused at once, without
   * a connection or a transaction. A retry of the order that took the last pieces still answers that
   * order (a read of its key, no write).
   */
  async function refuseSoldOut(request: PlaceOrderRequest): Promise<OrderLookup | undefined> {
    const refusal = knownSoldOut(request);
    if (!refusal) return;
    const key = request.idempotencyKey;
    const earlier = key ? await ordersRepository(db).idempotentOrder(key, bodyHash(request.body)) : null;
    if (earlier) return shopperView(earlier);
    throw refusal;
  }

  /** None left: on the board, and the orders waiting in the variant's line are let go to be refused. */
  function markSoldOut(variantId: number, productId: number, message: string) {
    soldOut.mark(variantId, productId, message);
    inLine.soldOut(variantId);
  }

  /** What an order's refusal for want of stock says of the variant: none left is remembered. */
  function noteRefusal(err: unknown) {
    if (!(err instanceof HttpError) || err.code !== 'NOT_ENOUGH_STOCK') return;
    const { variantId, productId, available } = err.details as {
      variantId: number;
      productId: number;
      available: number;
    };
    if (available !== 0) return;
    markSoldOut(variantId, productId, err.message);
  }

  /** Steps 2–7 and the event, for an order whose turn came; it leaves the line when its transaction ends. */
  async function place(request: PlaceOrderRequest, leave: () => void): Promise<OrderLookup> {
    const { staff, idempotencyKey } = request;
    const perAddress: ThrottleClaim = { key: `order:address:${throttleAddress(request.ip)}`, rule: orderRule };
    // Counted before the transaction opens, applied inside it after the key's claim.
    const reservation: Reservation = staff ? { allowed: true } : await app.throttle.reserve([perAddress]);
    try {
      const { order, placed, emptied } = await db.transaction(async (tx): Promise<Placed> => {
        const orders = ordersRepository(tx);
        if (idempotencyKey) {
          const earlier = await orders.claimIdempotencyKey(idempotencyKey, bodyHash(request.body));
          if (earlier) return { order: earlier, placed: false, emptied: [] };
        }
        // Sold out while this order waited for its connection: refused before any other statement.
        const refusal = knownSoldOut(request);
        if (refusal) throw refusal;
        if (!reservation.allowed)
          throw tooManyRequests(ORDER_MESSAGES.tooMany, Math.ceil(reservation.retryAfterMs / 1000));
        const shop = await orders.checkoutSettings();
        if (!staff) await shopperLimits(tx, request, shop);
        return store(tx, request, shop);
      });
      for (const l of emptied) markSoldOut(l.variantId, l.productId, ORDER_MESSAGES.outOfStock(l.productName));
      leave();
      if (placed) await app.events.publish({ type: 'order.created', order });
      // A retry made no new order: its count is given back.
      else if (!staff && reservation.allowed) await app.throttle.release(perAddress);
      return shopperView(order);
    } catch (err) {
      noteRefusal(err);
      leave();
      if (!staff && reservation.allowed) await app.throttle.release(perAddress);
      throw err;
    }
  }

  return async function placeOrder(request: PlaceOrderRequest): Promise<OrderLookup> {
    if (!request.staff && request.body.acceptTerms !== true)
      throw badRequest(ORDER_MESSAGES.acceptTerms, [
        { field: 'acceptTerms', in: 'body', message: ORDER_MESSAGES.acceptTerms },
      ]);
    if (request.body.website?.trim()) return honeypot(request);
    for (;;) {
      const refused = await refuseSoldOut(request);
      if (refused) return refused;
      // In line behind the orders of the same variants under way on this server (variant-queue.ts).
      // Let go without a turn: a variant is sold out, and the board refuses the order (or, its stock
      // back in the meantime, the order goes in line again); with its turn, the variant may still
      // have been seen sold out: refused then too, without a write.
      const leave = await inLine.enter(request.body.items.map((i) => i.variantId));
      if (!leave) continue;
      try {
        return (await refuseSoldOut(request)) ?? (await place(request, leave));
      } finally {
        leave();
      }
    }
  };
}
