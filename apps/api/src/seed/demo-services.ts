import { shopToday } from '@shop/core/schemas/dashboard';
import { foldSerial } from '@shop/core/schemas/piece';
import { SERVICE_STATUSES, type ServiceItem, type ServiceStatus } from '@shop/core/schemas/service';
import { desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { orders, pieces, serviceHistory, services, warranties } from '../db/schema/index.ts';

const HOUR_MS = 3_600_000;

/** The steps of a demo ticket up to `last`, along the flow (docs/services.md). */
const stepsTo = (last: ServiceStatus) => SERVICE_STATUSES.slice(0, SERVICE_STATUSES.indexOf(last) + 1);

/**
 * The demo service tickets (docs/services.md): one for a watch the shop sold (a piece of a completed
 * demo order, under its warranty, being repaired) and one for a watch bought elsewhere, quoted. Added
 * in seedDemoOrders' transaction, after the pieces and their warranties.
 */
export async function seedDemoServices(tx: Tx): Promise<void> {
  const now = Date.now();
  const [sold] = await tx
    .select({
      pieceId: warranties.pieceId,
      warrantyId: warranties.id,
      endDate: warranties.endDate,
      brandName: warranties.brandName,
      model: warranties.productName,
      serial: pieces.serial,
      customer: orders.customer,
      phone: orders.phone,
      email: orders.email,
    })
    .from(warranties)
    .innerJoin(pieces, eq(pieces.id, warranties.pieceId))
    .innerJoin(orders, eq(orders.id, warranties.orderId))
    .where(isNull(warranties.voidedAt))
    .orderBy(desc(warranties.id))
    .limit(1);
  const tickets: {
    values: Omit<typeof services.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>;
    last: ServiceStatus;
    hoursAgo: number;
    notes: Partial<Record<ServiceStatus, string>>;
  }[] = [
    {
      values: {
        brandName: 'Seiko',
        model: 'Presage Cocktail Time SRPB41',
        serial: '4R35-01 AB2291',
        serialKey: foldSerial('4R35-01 AB2291'),
        customerName: 'Trần Thị Mai',
        phone: '0987654321',
        problem: 'Đồng hồ chạy chậm khoảng 5 phút mỗi ngày; muốn lau dầu và thay gioăng chống nước',
        handedOver: ['strap', 'box'] satisfies ServiceItem[],
        conditionNote: 'Kính xước nhẹ ở vị trí 3 giờ, dây da mòn mép',
        estimate: 1_200_000,
        promisedDate: shopToday(new Date(now + 7 * 24 * HOUR_MS)),
        receivedBy: 'admin',
      },
      last: 'quoted',
      hoursAgo: 30,
      notes: { quoted: 'Lau dầu, thay gioăng: 1.200.000 đ. Đã gọi báo giá, chờ khách trả lời.' },
    },
  ];
  if (sold)
    tickets.unshift({
      values: {
        pieceId: sold.pieceId,
        warrantyId: sold.warrantyId,
        underWarranty: shopToday() <= sold.endDate,
        brandName: sold.brandName,
        model: sold.model,
        serial: sold.serial,
        serialKey: foldSerial(sold.serial),
        customerName: sold.customer,
        phone: sold.phone,
        email: sold.email,
        problem: 'Núm vặn lên dây cót bị kẹt, không chỉnh được giờ',
        handedOver: ['papers'] satisfies ServiceItem[],
        conditionNote: 'Vỏ và kính còn tốt',
        estimate: 0,
        promisedDate: shopToday(new Date(now + 10 * 24 * HOUR_MS)),
        receivedBy: 'admin',
      },
      last: 'repairing',
      hoursAgo: 72,
      notes: { quoted: 'Lỗi kỹ thuật trong thời hạn bảo hành: miễn phí', repairing: 'Thay trục núm' },
    });
  for (const t of tickets) {
    const steps = stepsTo(t.last);
    const at = (k: number) => new Date(now - (t.hoursAgo - k * 6) * HOUR_MS);
    const [row] = await tx
      .insert(services)
      .values({ ...t.values, status: t.last, createdAt: at(0), updatedAt: at(steps.length - 1) })
      .returning({ id: services.id });
    await tx.insert(serviceHistory).values(
      steps.map((status, k) => ({
        serviceId: row!.id,
        fromStatus: k === 0 ? null : steps[k - 1]!,
        status,
        note: t.notes[status] ?? null,
        by: 'admin',
        at: at(k),
      })),
    );
  }
}
