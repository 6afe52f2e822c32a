/**
 * Reviews: reading a restaurant's reviews, a diner reviewing a finished order, and the staff
 * replying to reviews and hiding abusive ones. Every write that changes which reviews are visible
 * recomputes the restaurant's averageRating and totalReviews in its own transaction, under the
 * restaurant's row lock, and the tenant directory is invalidated after the commit so the public
 * configuration shows the new numbers at once.
 */
import {
  MAX_REPLIES_PER_REVIEW,
  ORDER_SUMMARY_ITEM_NAMES,
  REVIEWABLE_ORDERS_LIMIT,
  REVIEWABLE_STATUSES,
  isReviewable,
  notReviewableMessage,
  ratingToHalves,
  reviewSortOf,
  type OrderSummary,
  type Review,
  type ReviewsPage,
  type StaffReview,
  type StaffReviewsPage,
  type StaffRole,
  type reviewListQuery,
  type staffReviewListQuery,
} from '@platter/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { type RestaurantDirectory } from '../../platform/tenant.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { presentOrderSummary, summariseOrderItems } from '../orders/index.ts';
import { presentReview, presentStaffReview, ratingSummaryOf, repliesByReview } from './presenters.ts';
import {
  countReplies,
  findDinersOrderStatus,
  findReviewIdOfOrder,
  findReviewListRow,
  hiddenReviewCount,
  insertReply,
  insertReview,
  listReplies,
  listReviews,
  listUnreviewedOrders,
  lockRestaurantRating,
  recomputeRestaurantRating,
  setReviewVisibility,
  visibleRatingCounts,
  type ReviewFilter,
  type ReviewListRow,
} from './queries.ts';

type ListQuery = z.output<typeof reviewListQuery> | z.output<typeof staffReviewListQuery>;

/** The writes need the database and the directory whose cached restaurants carry the rating. */
export interface ReviewWrites {
  db: Database;
  restaurants: RestaurantDirectory;
}

async function reviewPage(db: Executor, restaurantId: string, filter: ReviewFilter, query: ListQuery) {
  const { rows, total } = await listReviews(db, restaurantId, filter, {
    sort: reviewSortOf(query.sortBy, query.sortOrder),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const replies = repliesByReview(
    await listReplies(
      db,
      restaurantId,
      rows.map((row) => row.id),
    ),
  );
  const summary = ratingSummaryOf(await visibleRatingCounts(db, restaurantId));
  return {
    rows: rows.map((row) => ({ row, replies: replies.get(row.id) ?? [] })),
    page: { currentPage: query.page, totalPages: Math.ceil(total / query.limit), totalReviews: total, ...summary },
  };
}

const minHalvesOf = (rating: number | undefined) => (rating === undefined ? undefined : ratingToHalves(rating));

/** GET /restaurants/{id}/reviews: visible reviews only, with the rating summary. */
export async function restaurantReviews(db: Executor, restaurantId: string, query: z.output<typeof reviewListQuery>): Promise<ReviewsPage> {
  const { rows, page } = await reviewPage(db, restaurantId, { isVisible: true, minHalves: minHalvesOf(query.rating) }, query);
  return { reviews: rows.map(({ row, replies }) => presentReview(row, replies)), ...page };
}

/** GET /staff/reviews: hidden reviews too (or only shown / only hidden), with the order each was for. */
export async function staffReviews(db: Executor, restaurantId: string, query: z.output<typeof staffReviewListQuery>): Promise<StaffReviewsPage> {
  const { rows, page } = await reviewPage(db, restaurantId, { isVisible: query.isVisible, minHalves: minHalvesOf(query.rating) }, query);
  return {
    reviews: rows.map(({ row, replies }) => presentStaffReview(row, replies)),
    ...page,
    hiddenCount: await hiddenReviewCount(db, restaurantId),
  };
}

async function loadedReview(db: Executor, restaurantId: string, reviewId: string): Promise<{ row: ReviewListRow; replies: Awaited<ReturnType<typeof listReplies>> }> {
  const row = await findReviewListRow(db, restaurantId, reviewId);
  if (!row) throw AppError.notFound(apiMessage('reviews.notFound'));
  return { row, replies: await listReplies(db, restaurantId, [reviewId]) };
}

async function staffReview(db: Executor, restaurantId: string, reviewId: string): Promise<StaffReview> {
  const { row, replies } = await loadedReview(db, restaurantId, reviewId);
  return presentStaffReview(row, replies);
}

/** GET /orders/{id}/review: the diner's review of their order, or null (another diner's order is 404). */
export async function orderReview(db: Executor, restaurantId: string, userId: string, orderId: string): Promise<Review | null> {
  const order = await findDinersOrderStatus(db, restaurantId, userId, orderId);
  if (!order) throw AppError.notFound(apiMessage('order.notFound'));
  const reviewId = await findReviewIdOfOrder(db, restaurantId, orderId);
  if (!reviewId) return null;
  const { row, replies } = await loadedReview(db, restaurantId, reviewId);
  return presentReview(row, replies);
}

/** GET /orders/reviewable: what the Leave a Review picker offers (the diner's finished, unreviewed orders here). */
export async function reviewableOrders(db: Executor, restaurantId: string, userId: string): Promise<OrderSummary[]> {
  const rows = await listUnreviewedOrders(db, restaurantId, userId, REVIEWABLE_STATUSES, REVIEWABLE_ORDERS_LIMIT);
  const items = await summariseOrderItems(
    db,
    restaurantId,
    rows.map((row) => row.id),
    ORDER_SUMMARY_ITEM_NAMES,
  );
  return rows.map((row) => presentOrderSummary(row, items.get(row.id)));
}

/**
 * POST /orders/{id}/review: only the diner who placed the order (else 404, as for orders), only
 * once it is Delivered or Completed (else 409), one review per order (409; a concurrent second
 * review is caught by the unique index reviews_one_per_order).
 */
export async function leaveReview(
  writes: ReviewWrites,
  restaurantId: string,
  userId: string,
  orderId: string,
  review: { rating: number; comment: string },
  now: Date,
): Promise<Review> {
  const { db } = writes;
  const order = await findDinersOrderStatus(db, restaurantId, userId, orderId);
  if (!order) throw AppError.notFound(apiMessage('order.notFound'));
  if (!isReviewable(order.status)) throw new AppError('CONFLICT', notReviewableMessage(order.status));
  if (await findReviewIdOfOrder(db, restaurantId, orderId)) throw new AppError('CONFLICT', apiMessage('reviews.alreadyReviewed'));

  let reviewId: string;
  try {
    reviewId = await db.transaction(async (tx) => {
      if (!(await lockRestaurantRating(tx, restaurantId))) throw AppError.notFound(apiMessage('restaurant.notFound'));
      const id = await insertReview(tx, { restaurantId, userId, orderId, ratingHalves: ratingToHalves(review.rating), comment: review.comment, createdAt: now });
      await recomputeRestaurantRating(tx, restaurantId);
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', apiMessage('reviews.alreadyReviewed'));
    throw err;
  }
  writes.restaurants.invalidate();
  const { row, replies } = await loadedReview(db, restaurantId, reviewId);
  return presentReview(row, replies);
}

/** PATCH /staff/reviews/{id}: hide an abusive review (or show it again); the rating follows. */
export async function changeReviewVisibility(
  writes: ReviewWrites,
  restaurantId: string,
  reviewId: string,
  isVisible: boolean,
  now: Date,
): Promise<StaffReview> {
  await writes.db.transaction(async (tx) => {
    if (!(await lockRestaurantRating(tx, restaurantId))) throw AppError.notFound(apiMessage('restaurant.notFound'));
    if (!(await setReviewVisibility(tx, restaurantId, reviewId, isVisible, now))) throw AppError.notFound(apiMessage('reviews.notFound'));
    await recomputeRestaurantRating(tx, restaurantId);
  });
  writes.restaurants.invalidate();
  return staffReview(writes.db, restaurantId, reviewId);
}

/** POST /staff/reviews/{id}/reply: the reply carries its author's role at the restaurant. */
export async function replyToReview(
  db: Database,
  staff: { restaurantId: string; userId: string; role: StaffRole },
  reviewId: string,
  comment: string,
  now: Date,
): Promise<StaffReview> {
  const { restaurantId } = staff;
  if (!(await findReviewListRow(db, restaurantId, reviewId))) throw AppError.notFound(apiMessage('reviews.notFound'));
  if ((await countReplies(db, restaurantId, reviewId)) >= MAX_REPLIES_PER_REVIEW) throw new AppError('CONFLICT', apiMessage('reviews.tooManyReplies'));
  await insertReply(db, { restaurantId, reviewId, userId: staff.userId, userRole: staff.role, comment, createdAt: now });
  return staffReview(db, restaurantId, reviewId);
}
