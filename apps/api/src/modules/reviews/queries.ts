/**
 * SQL of reviews and their replies. Every query takes the restaurant's id and filters by it: a
 * review (or order) of another restaurant is not found.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, ReviewReplyRole, ReviewSort } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { orders, restaurants, reviewReplies, reviews, users, type OrderRow, type ReviewReplyRow, type ReviewRow } from '../../db/schema.ts';

export type { ReviewReplyRow, ReviewRow };

/** A review with its author's name (and, for staff, its order's number). */
export interface ReviewListRow {
  id: string;
  authorName: string;
  ratingHalves: number;
  comment: string;
  isVisible: boolean;
  orderId: string | null;
  orderNumber: string | null;
  createdAt: Date;
}

export interface ReplyListRow {
  id: string;
  reviewId: string;
  authorName: string;
  userRole: ReviewReplyRole;
  comment: string;
  createdAt: Date;
}

export interface ReviewFilter {
  /** true: shown only; false: hidden only; undefined: both (staff). */
  isVisible?: boolean;
  /** At least this many half stars. */
  minHalves?: number;
}

const SORTS: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.ratingHalves), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.ratingHalves), desc(reviews.createdAt), desc(reviews.id)],
};

function filterOf(restaurantId: string, filter: ReviewFilter): SQL | undefined {
  return and(
    eq(reviews.restaurantId, restaurantId),
    filter.isVisible === undefined ? undefined : eq(reviews.isVisible, filter.isVisible),
    filter.minHalves === undefined ? undefined : gte(reviews.ratingHalves, filter.minHalves),
  );
}

const listColumns = {
  id: reviews.id,
  authorName: users.name,
  ratingHalves: reviews.ratingHalves,
  comment: reviews.comment,
  isVisible: reviews.isVisible,
  orderId: reviews.orderId,
  orderNumber: orders.orderNumber,
  createdAt: reviews.createdAt,
};

/** One page of this restaurant's reviews and how many match the filter. */
export async function listReviews(
  db: Executor,
  restaurantId: string,
  filter: ReviewFilter,
  page: { sort: ReviewSort; limit: number; offset: number },
): Promise<{ rows: ReviewListRow[]; total: number }> {
  const where = filterOf(restaurantId, filter);
  const rows = await db
    .select(listColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(orders, and(eq(orders.id, reviews.orderId), eq(orders.restaurantId, restaurantId)))
    .where(where)
    .orderBy(...SORTS[page.sort])
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(reviews).where(where);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** One of this restaurant's reviews, as the lists show it. */
export async function findReviewListRow(db: Executor, restaurantId: string, reviewId: string): Promise<ReviewListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(orders, and(eq(orders.id, reviews.orderId), eq(orders.restaurantId, restaurantId)))
    .where(and(eq(reviews.restaurantId, restaurantId), eq(reviews.id, reviewId)))
    .limit(1);
  return row ?? null;
}

/** The replies to these reviews of this restaurant, oldest first. */
export async function listReplies(db: Executor, restaurantId: string, reviewIds: readonly string[]): Promise<ReplyListRow[]> {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      id: reviewReplies.id,
      reviewId: reviewReplies.reviewId,
      authorName: users.name,
      userRole: reviewReplies.userRole,
      comment: reviewReplies.comment,
      createdAt: reviewReplies.createdAt,
    })
    .from(reviewReplies)
    .innerJoin(users, eq(users.id, reviewReplies.userId))
    .where(and(eq(reviewReplies.restaurantId, restaurantId), inArray(reviewReplies.reviewId, [...reviewIds])))
    .orderBy(asc(reviewReplies.createdAt), asc(reviewReplies.id));
}

/** How many visible reviews have each rating (in half stars). */
export async function visibleRatingCounts(db: Executor, restaurantId: string): Promise<{ ratingHalves: number; count: number }[]> {
  const rows = await db
    .select({ ratingHalves: reviews.ratingHalves, count: count() })
    .from(reviews)
    .where(and(eq(reviews.restaurantId, restaurantId), eq(reviews.isVisible, true)))
    .groupBy(reviews.ratingHalves);
  return rows.map((row) => ({ ratingHalves: row.ratingHalves, count: Number(row.count) }));
}

export async function hiddenReviewCount(db: Executor, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(reviews)
    .where(and(eq(reviews.restaurantId, restaurantId), eq(reviews.isVisible, false)));
  return Number(row?.total ?? 0);
}

/** The diner's own order at this restaurant (its status decides whether it can be reviewed). */
export async function findDinersOrderStatus(
  db: Executor,
  restaurantId: string,
  userId: string,
  orderId: string,
): Promise<{ id: string; status: OrderStatus } | null> {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.userId, userId), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}

/** The diner's orders here in one of `statuses` that have no review yet, newest first. */
export async function listUnreviewedOrders(
  db: Executor,
  restaurantId: string,
  userId: string,
  statuses: readonly OrderStatus[],
  limit: number,
): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(reviews, and(eq(reviews.orderId, orders.id), eq(reviews.restaurantId, restaurantId)))
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.userId, userId), inArray(orders.status, [...statuses]), isNull(reviews.id)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => row.order);
}

/** The review of one of this restaurant's orders, if any. */
export async function findReviewIdOfOrder(db: Executor, restaurantId: string, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.restaurantId, restaurantId), eq(reviews.orderId, orderId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Takes the restaurant's row lock (NO KEY UPDATE: orders' foreign-key checks are not blocked), so
 * that concurrent review writes recompute the rating one after the other, each seeing the others'
 * committed rows.
 */
export async function lockRestaurantRating(tx: Executor, restaurantId: string): Promise<boolean> {
  const [row] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).for('no key update');
  return row !== undefined;
}

/** averageRating and totalReviews from the restaurant's visible reviews (call inside the writing transaction). */
export async function recomputeRestaurantRating(tx: Executor, restaurantId: string): Promise<{ averageRating: number; totalReviews: number }> {
  const visible = and(eq(reviews.restaurantId, restaurantId), eq(reviews.isVisible, true));
  const [row] = await tx
    .update(restaurants)
    .set({
      averageRating: sql`coalesce((select avg(${reviews.ratingHalves})::float8 / 2 from ${reviews} where ${visible}), 0)`,
      totalReviews: sql`(select count(*)::int from ${reviews} where ${visible})`,
    })
    .where(eq(restaurants.id, restaurantId))
    .returning({ averageRating: restaurants.averageRating, totalReviews: restaurants.totalReviews });
  return row ?? { averageRating: 0, totalReviews: 0 };
}

export async function insertReview(
  tx: Executor,
  values: { restaurantId: string; userId: string; orderId: string; ratingHalves: number; comment: string; createdAt: Date },
): Promise<string> {
  const [row] = await tx
    .insert(reviews)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: reviews.id });
  if (!row) throw new Error('The review was not stored.');
  return row.id;
}

/** Shows or hides one of this restaurant's reviews; null when it has no such review. */
export async function setReviewVisibility(
  tx: Executor,
  restaurantId: string,
  reviewId: string,
  isVisible: boolean,
  now: Date,
): Promise<string | null> {
  const [row] = await tx
    .update(reviews)
    .set({ isVisible, updatedAt: now })
    .where(and(eq(reviews.restaurantId, restaurantId), eq(reviews.id, reviewId)))
    .returning({ id: reviews.id });
  return row?.id ?? null;
}

export async function countReplies(db: Executor, restaurantId: string, reviewId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(reviewReplies)
    .where(and(eq(reviewReplies.restaurantId, restaurantId), eq(reviewReplies.reviewId, reviewId)));
  return Number(row?.total ?? 0);
}

export async function insertReply(
  db: Executor,
  values: { restaurantId: string; reviewId: string; userId: string; userRole: ReviewReplyRole; comment: string; createdAt: Date },
): Promise<void> {
  await db.insert(reviewReplies).values(values);
}

