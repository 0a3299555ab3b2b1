import { type ConsentPurpose } from '@shop/core/consents';
import { CONSENT_TEXTS } from '@shop/core/consent-texts';
import type { Consent } from '@shop/core/schemas/privacy';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { consents, orders } from '../../db/schema/index.ts';

/**
 * Consents to optional purposes (issue 27 §4): given at checkout in the order's transaction, read by
 * the person (`/yeu-cau-du-lieu`) and staff, withdrawn by either. A consent is never deleted: a
 * withdrawal records when and by whom (null: the person).
 */
export function consentsRepository(db: Db | Tx) {
  const columns = {
    id: consents.id,
    purpose: consents.purpose,
    text: consents.text,
    textVersion: consents.textVersion,
    givenAt: consents.givenAt,
    clientAddress: consents.clientAddress,
    orderCode: orders.code,
    withdrawnAt: consents.withdrawnAt,
    withdrawnBy: consents.withdrawnBy,
  };
  return {
    /** The purposes ticked on an order, each with the text in force, the time and the client address. */
    async give(order: { id: number; phone: string }, purposes: ConsentPurpose[], clientAddress: string) {
      const unique = [...new Set(purposes)];
      await db.insert(consents).values(
        unique.map((purpose) => ({
          phone: order.phone,
          orderId: order.id,
          purpose,
          text: CONSENT_TEXTS[purpose].text,
          textVersion: CONSENT_TEXTS[purpose].version,
          clientAddress,
        })),
      );
    },

    /** A person's consents, the latest first. */
    async ofPhone(phone: string): Promise<Consent[]> {
      const rows = await db
        .select(columns)
        .from(consents)
        .leftJoin(orders, eq(orders.id, consents.orderId))
        .where(eq(consents.phone, phone))
        .orderBy(desc(consents.id));
      return rows.map((r) => ({
        ...r,
        givenAt: r.givenAt.toISOString(),
        withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
      }));
    },

    /** Withdraws the person's consents still in force for a purpose (`by` null: the person); answers how many. */
    async withdraw(phone: string, purpose: ConsentPurpose, by: string | null): Promise<number> {
      const rows = await db
        .update(consents)
        .set({ withdrawnAt: new Date(), withdrawnBy: by })
        .where(and(eq(consents.phone, phone), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
        .returning({ id: consents.id });
      return rows.length;
    },

    /** Staff withdraw one consent; answers its phone, or undefined when there is none in force of that id. */
    async withdrawOne(id: number, by: string): Promise<string | undefined> {
      const [row] = await db
        .update(consents)
        .set({ withdrawnAt: new Date(), withdrawnBy: by })
        .where(and(eq(consents.id, id), isNull(consents.withdrawnAt)))
        .returning({ phone: consents.phone });
      return row?.phone;
    },
  };
}
