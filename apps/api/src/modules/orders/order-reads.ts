/** Reading orders: one of this restaurant's orders, and a diner's own orders and history. */
import { ORDER_MESSAGES, ORDER_SUMMARY_ITEM_NAMES, type myOrdersQuery, type Order, type OrderSummary } from '@platter/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { presentOrder, presentOrderSummary } from './presenters.ts';
import {
  findDinersOrder,
  findOrder,
  findOrderRestaurant,
  listDinersOrders,
  loadOrderChildren,
  summariseOrderItems,
  type OrderRow,
} from './queries.ts';

async function presentOne(db: Executor, restaurantId: string, row: OrderRow | null): Promise<Order> {
  if (!row) throw AppError.notFound(ORDER_MESSAGES.orderNotFound);
  const [children, restaurant] = await Promise.all([
    loadOrderChildren(db, restaurantId, [row.id]),
    findOrderRestaurant(db, restaurantId),
  ]);
  if (!restaurant) throw AppError.notFound(ORDER_MESSAGES.orderNotFound);
  return presentOrder(row, children.items.get(row.id) ?? [], children.history.get(row.id) ?? [], restaurant);
}

/** One of this restaurant's orders, whoever placed it (404 for any other). */
export async function loadOrder(db: Executor, restaurantId: string, orderId: string): Promise<Order> {
  return presentOne(db, restaurantId, await findOrder(db, restaurantId, orderId));
}

/** GET /orders/{id}: the diner's own order at this restaurant; anything else is 404. */
export async function myOrder(db: Executor, restaurantId: string, userId: string, orderId: string): Promise<Order> {
  return presentOne(db, restaurantId, await findDinersOrder(db, restaurantId, userId, orderId));
}

/** GET /orders/my-orders. */
export async function myOrders(
  db: Executor,
  restaurantId: string,
  userId: string,
  query: z.output<typeof myOrdersQuery>,
): Promise<{ orders: OrderSummary[]; currentPage: number; totalPages: number; totalOrders: number }> {
  const { rows, total } = await listDinersOrders(db, restaurantId, userId, {
    status: query.status,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const items = await summariseOrderItems(
    db,
    restaurantId,
    rows.map((row) => row.id),
    ORDER_SUMMARY_ITEM_NAMES,
  );
  return {
    orders: rows.map((row) => presentOrderSummary(row, items.get(row.id))),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    totalOrders: total,
  };
}
