import {
  MAX_REVIEW_RATING,
  ratingFromHalves,
  reviewerName,
  starBucketOf,
  type Review,
  type ReviewReply,
  type StaffReview,
  type StarCount,
} from '@platter/domain';
import type { ReplyListRow, ReviewListRow } from './queries.ts';

function presentReply(row: ReplyListRow): ReviewReply {
  return {
    _id: row.id,
    userName: reviewerName(row.authorName),
    userRole: row.userRole,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A review as the public page shows it: the author's first name and initial, never their account. */
export function presentReview(row: ReviewListRow, replies: readonly ReplyListRow[]): Review {
  return {
    _id: row.id,
    userName: reviewerName(row.authorName),
    rating: ratingFromHalves(row.ratingHalves),
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    replies: replies.map(presentReply),
  };
}

export function presentStaffReview(row: ReviewListRow, replies: readonly ReplyListRow[]): StaffReview {
  return { ...presentReview(row, replies), isVisible: row.isVisible, orderId: row.orderId, orderNumber: row.orderNumber };
}

/** The replies of each review, by review id. */
export function repliesByReview(replies: readonly ReplyListRow[]): Map<string, ReplyListRow[]> {
  const byReview = new Map<string, ReplyListRow[]>();
  for (const reply of replies) byReview.set(reply.reviewId, [...(byReview.get(reply.reviewId) ?? []), reply]);
  return byReview;
}

/** The visible reviews' average (one decimal), their number and the bars (5 stars first). */
export function ratingSummaryOf(counts: readonly { ratingHalves: number; count: number }[]): {
  averageRating: number;
  ratingCount: number;
  starCounts: StarCount[];
} {
  const ratingCount = counts.reduce((sum, c) => sum + c.count, 0);
  const halves = counts.reduce((sum, c) => sum + c.ratingHalves * c.count, 0);
  const starCounts = Array.from({ length: MAX_REVIEW_RATING }, (_, i) => ({ stars: MAX_REVIEW_RATING - i, count: 0 }));
  for (const c of counts) starCounts[MAX_REVIEW_RATING - starBucketOf(ratingFromHalves(c.ratingHalves))]!.count += c.count;
  return {
    averageRating: ratingCount === 0 ? 0 : Math.round((halves / 2 / ratingCount) * 10) / 10,
    ratingCount,
    starCounts,
  };
}
