/**
 * Finished orders and reviews through the real endpoints (the reviews tests): an order placed by
 * a diner, moved by the restaurant's staff along the workflow to Completed, then reviewed.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { orderResponse, type Order, type OrderStatus } from '@platter/domain';
import { API_PREFIX } from '../app.ts';
import { placeOrderAs, type Storefront } from './orders.ts';

type Headers = { headers: { authorization: string } };

/** The pickup workflow's moves, Pending Confirmation to Completed. */
const TO_COMPLETED: readonly OrderStatus[] = ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed'];

/** PATCH /staff/orders/{id}/status as `staff`; expects 200. */
export async function moveOrderAs(app: FastifyInstance, store: Storefront, staff: Headers, orderId: string, status: OrderStatus): Promise<Order> {
  const res = await app.inject({
    method: 'PATCH',
    url: `${API_PREFIX}/staff/orders/${orderId}/status`,
    headers: { host: store.host, ...staff.headers },
    payload: { status },
  });
  if (res.statusCode !== 200) throw new Error(`Moving ${orderId} to ${status}: ${res.statusCode} ${res.body}`);
  return orderResponse.parse(res.json()).data.order;
}

/** A pickup order of `dish` placed by `diner` and moved by `staff` up to `status` (Completed by default). */
export async function finishedOrder(
  app: FastifyInstance,
  store: Storefront,
  diner: Headers,
  staff: Headers,
  options: { dish?: string; upTo?: OrderStatus } = {},
): Promise<Order> {
  const dish = options.dish ?? store.products.find((p) => p.options.length === 0 && p.isAvailable)!.name;
  let order = await placeOrderAs(app, store, diner, { lines: [{ product: store.byName(dish) }], orderType: 'Pickup' });
  const upTo = options.upTo ?? 'Completed';
  if (upTo === 'Pending Confirmation') return order;
  for (const status of TO_COMPLETED) {
    order = await moveOrderAs(app, store, staff, order._id, status);
    if (status === upTo) break;
  }
  return order;
}

/** POST /orders/{id}/review as `diner` on `store`'s site. */
export function postReview(app: FastifyInstance, store: Pick<Storefront, 'host'>, diner: Headers | null, orderId: string, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${API_PREFIX}/orders/${orderId}/review`,
    headers: { host: store.host, ...(diner?.headers ?? {}) },
    payload: body as object,
  });
}
