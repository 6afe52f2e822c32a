import { z } from 'zod';
import { envelope, id, pagingQueryShape, queryBoolean } from './common.ts';
import { orderSummarySchema } from './order-history.ts';
import { REVIEW_REPLY_ROLES } from '../staff-roles.ts';
import { MAX_REPLY_LENGTH, MAX_REVIEWS_PAGE_SIZE, MAX_REVIEW_COMMENT_LENGTH, REVIEWS_PAGE_SIZE, REVIEW_MESSAGES, REVIEW_SORT_BY_VALUES, reviewRatingProblem } from '../reviews.ts';

// Reviews' requests and answers (spec sections 3, 7). The rules and texts, free of zod so the
// public reviews page can use them without it, are in ../reviews.ts.

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const reviewRating = z
  .number({ message: REVIEW_MESSAGES.ratingRequired })
  .superRefine((rating, ctx) => {
    const problem = reviewRatingProblem(rating);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const reviewComment = z.string({ message: 'The comment must be text.' }).trim().max(MAX_REVIEW_COMMENT_LENGTH, REVIEW_MESSAGES.commentTooLong);

/** POST /orders/{id}/review. The comment may be empty (a rating alone is a review). */
export const leaveReviewBody = z.object({
  rating: reviewRating,
  comment: reviewComment.default(''),
  /** Optional; must be the restaurant of the current domain. */
  restaurantId: id.optional(),
});
export type LeaveReviewBody = z.input<typeof leaveReviewBody>;

/** POST /staff/reviews/{id}/reply. */
export const reviewReplyBody = z.object({
  comment: z
    .string({ message: REVIEW_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.replyRequired)
    .max(MAX_REPLY_LENGTH, REVIEW_MESSAGES.replyTooLong),
});
export type ReviewReplyBody = z.input<typeof reviewReplyBody>;

/** PATCH /staff/reviews/{id}. */
export const reviewVisibilityBody = z.object({
  isVisible: z.boolean({ message: REVIEW_MESSAGES.visibilityRequired }),
});

export const restaurantReviewsParams = z.object({
  restaurantId: z
    .string()
    .trim()
    .min(1, REVIEW_MESSAGES.restaurantIdRequired)
    .pipe(z.uuid({ message: 'Restaurant not found.' })),
});

export const reviewIdParams = z.object({
  id: z.string().trim().min(1, 'Review ID is required.').pipe(z.uuid({ message: REVIEW_MESSAGES.reviewNotFound })),
});

const RATING_FILTER_MESSAGE = "rating must be 'all' or the least number of stars, 1 to 5 (for example 4 for 4+).";

const listQueryShape = {
  ...pagingQueryShape(REVIEWS_PAGE_SIZE, MAX_REVIEWS_PAGE_SIZE),
  /** At least this many stars: '5', '4' (or '4+'), '3' …; '' or 'all' = every rating. */
  rating: z
    .string({ message: RATING_FILTER_MESSAGE })
    .trim()
    .regex(/^(all|[1-5]\+?)?$/i, RATING_FILTER_MESSAGE)
    .optional()
    .transform((value) => (!value || value.toLowerCase() === 'all' ? undefined : Number(value.replace('+', '')))),
  sortBy: z
    .string({ message: 'sortBy must be newest, oldest, highest or lowest.' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(REVIEW_SORT_BY_VALUES, { message: 'sortBy must be newest, oldest, highest or lowest.' }))
    .optional(),
  sortOrder: z.enum(['asc', 'desc'], { message: "sortOrder must be 'asc' or 'desc'." }).optional(),
};

/** GET /restaurants/{restaurantId}/reviews: visible reviews only (`isVisible` may only say 'true'). */
export const reviewListQuery = z.object({
  ...listQueryShape,
  isVisible: z.enum(['true'], { message: "isVisible can only be 'true' here: hidden reviews are not public." }).optional(),
});
export type ReviewListQuery = z.input<typeof reviewListQuery>;

/** GET /staff/reviews: every review, hidden ones too; `isVisible` narrows to shown or hidden. */
export const staffReviewListQuery = z.object({ ...listQueryShape, isVisible: queryBoolean.optional() });
export type StaffReviewListQuery = z.input<typeof staffReviewListQuery>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const reviewReplySchema = z.object({
  _id: id,
  userName: z.string(),
  /** Owner and Manager replies carry the restaurant's badge (spec 4); others are shown as a user. */
  userRole: z.enum(REVIEW_REPLY_ROLES),
  comment: z.string(),
  createdAt: z.iso.datetime(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const reviewSchema = z.object({
  _id: id,
  /** First name and last initial ('Maria S.'). */
  userName: z.string(),
  /** 0.5 to 5 in half steps. */
  rating: z.number(),
  /** Plain text as the diner wrote it (trimmed); never HTML. */
  comment: z.string(),
  createdAt: z.iso.datetime(),
  /** Oldest first. */
  replies: z.array(reviewReplySchema),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review as the restaurant's staff see it: hidden ones too, with the order it was for. */
export const staffReviewSchema = reviewSchema.extend({
  isVisible: z.boolean(),
  orderId: id.nullable(),
  orderNumber: z.string().nullable(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

/** How many visible reviews count under each whole star (a half counts under the star below it). */
export const starCountSchema = z.object({ stars: z.number().int(), count: z.number().int() });
export type StarCount = z.infer<typeof starCountSchema>;

const ratingSummaryShape = {
  /** Of every visible review, one decimal; 0 when there is none. */
  averageRating: z.number(),
  /** Every visible review (what averageRating is over), whatever the filter. */
  ratingCount: z.number().int(),
  /** 5 stars first. */
  starCounts: z.array(starCountSchema),
};

const pageShape = {
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  /** Reviews that match the filter (the pages are over these). */
  totalReviews: z.number().int(),
};

export const reviewsResponse = envelope({ reviews: z.array(reviewSchema), ...pageShape, ...ratingSummaryShape });
export type ReviewsResponse = z.infer<typeof reviewsResponse>;
export type ReviewsPage = ReviewsResponse['data'];

export const staffReviewsResponse = envelope({
  reviews: z.array(staffReviewSchema),
  ...pageShape,
  ...ratingSummaryShape,
  /** Hidden reviews of the restaurant, whatever the filter. */
  hiddenCount: z.number().int(),
});
export type StaffReviewsResponse = z.infer<typeof staffReviewsResponse>;
export type StaffReviewsPage = StaffReviewsResponse['data'];

export const reviewResponse = envelope({ review: reviewSchema });
export type ReviewResponse = z.infer<typeof reviewResponse>;

/** GET /orders/{id}/review: the diner's review of that order, or null when there is none yet. */
export const orderReviewResponse = envelope({ review: reviewSchema.nullable() });
export type OrderReviewResponse = z.infer<typeof orderReviewResponse>;

export const staffReviewResponse = envelope({ review: staffReviewSchema });
export type StaffReviewResponse = z.infer<typeof staffReviewResponse>;

/** GET /orders/reviewable: the diner's Delivered or Completed orders here with no review yet, newest first. */
export const reviewableOrdersResponse = envelope({ orders: z.array(orderSummarySchema) });
export type ReviewableOrdersResponse = z.infer<typeof reviewableOrdersResponse>;
