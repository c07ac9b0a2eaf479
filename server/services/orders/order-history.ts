// An order's history: every status change is a row of `order_events`, written in the transaction that
// changes the status. Answers carry it oldest first and say only who in kind made a change (customer, staff,
// system) — never a staff member's id.
import { asc, inArray } from 'drizzle-orm';
import type { OrderDto, OrderEvent } from '../../../src/domain/checkout';
import type { OrderStatus } from '../../../src/domain/order';
import type { Db, Tx } from '../../db/client';
import { orderEvents } from '../../db/schema';
import { type OrderRow, toOrderDto } from './order-dto';

type EventRow = typeof orderEvents.$inferSelect;

/** Who made a change, as stored: `customer:<id>`, `guest`, `admin:<id>` or `system`. */
export type Actor = `customer:${number}` | 'guest' | `admin:${number}` | 'system';

export const customerActor = (userId: number | null): Actor =>
  userId === null ? 'guest' : `customer:${userId}`;

const kindOf = (actor: string): OrderEvent['actor'] =>
  actor.startsWith('admin:')
    ? 'staff'
    : actor === 'guest' || actor.startsWith('customer:')
      ? 'customer'
      : 'system';

const toEvent = (row: EventRow): OrderEvent => ({
  at: row.at.toISOString(),
  from: row.fromStatus as OrderStatus | null,
  to: row.toStatus as OrderStatus,
  actor: kindOf(row.actor),
  note: row.note,
});

/** Writes a status change of an order; answers it as the order's history shows it. */
export async function recordOrderEvent(
  tx: Db | Tx,
  event: { orderId: number; from: OrderStatus | null; to: OrderStatus; actor: Actor; note?: string },
): Promise<OrderEvent> {
  const [row] = await tx
    .insert(orderEvents)
    .values({
      orderId: event.orderId,
      fromStatus: event.from,
      toStatus: event.to,
      actor: event.actor,
      note: event.note ?? '',
    })
    .returning()
    .prepare('order_event_insert')
    .execute();
  if (!row) throw new Error('order event not written');
  return toEvent(row);
}

/** The histories of some orders, each oldest first. */
export async function historiesOf(db: Db | Tx, orderIds: number[]): Promise<Map<number, OrderEvent[]>> {
  const histories = new Map<number, OrderEvent[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return histories;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  for (const row of rows) histories.get(row.orderId)?.push(toEvent(row));
  return histories;
}

/** An order as the API answers it: the row with its history. */
export async function orderAnswer(db: Db | Tx, row: OrderRow): Promise<OrderDto> {
  const histories = await historiesOf(db, [row.id]);
  return toOrderDto(row, histories.get(row.id) ?? []);
}

/** Orders as the API answers them, each with its history (one query for all). */
export async function orderAnswers(db: Db | Tx, rows: OrderRow[]): Promise<OrderDto[]> {
  const histories = await historiesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrderDto(row, histories.get(row.id) ?? []));
}
