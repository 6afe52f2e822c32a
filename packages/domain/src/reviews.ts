/**
 * Reviews' rules and texts (spec sections 2, 3, 4, 8, 9), shared by the API and the storefront.
 * No zod here: the public reviews page imports these without the request schemas
 * (contracts/review.ts). Texts in quotes in the spec are used verbatim; the others are ours and
 * listed in docs/api.md ("Reviews").
 */
import type { ReviewReplyRole, StaffRole } from './staff-roles.ts';

export const REVIEW_MESSAGES = {
  restaurantIdRequired: 'Restaurant ID is required.',
  fetchFailed: 'Failed to fetch reviews.',
  loadFailed: 'Could not load reviews.',
  submitFailed: 'Failed to submit review.',
  unexpected: 'An unexpected error occurred.',
  ratingRequired: 'Please choose a rating.',
  ratingRange: 'Rating must be between 0.5 and 5 stars.',
  ratingHalfSteps: 'Rating must be in half stars, such as 4 or 4.5.',
  commentTooLong: 'Your review can be at most 1000 characters.',
  alreadyReviewed: 'You have already reviewed this order.',
  reviewNotFound: 'Review not found.',
  replyRequired: 'Please write a reply.',
  replyTooLong: 'A reply can be at most 1000 characters.',
  tooManyReplies: 'This review already has 20 replies.',
  visibilityRequired: 'isVisible must be true or false.',
  reviewPosted: 'Thank you! Your review has been posted.',
  replyPosted: 'Your reply has been posted.',
  reviewHidden: 'The review is hidden from the reviews page.',
  reviewShown: 'The review is shown on the reviews page again.',
} as const;

/** 409 when the order is not (yet) Delivered or Completed. */
export function notReviewableMessage(status: string): string {
  return `Only delivered or completed orders can be reviewed; this order is ${status}.`;
}

/** Spec 9: 5 stars with half steps. */
export const MIN_REVIEW_RATING = 0.5;
export const MAX_REVIEW_RATING = 5;
export const MAX_REVIEW_COMMENT_LENGTH = 1000;
export const MAX_REPLY_LENGTH = 1000;
export const MAX_REPLIES_PER_REVIEW = 20;
/** Spec 9: reviews page size 10. */
export const REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEWS_PAGE_SIZE = 50;

/** Every rating a diner can give, lowest first: 0.5, 1, 1.5 … 5. */
export const REVIEW_RATINGS: readonly number[] = Array.from({ length: MAX_REVIEW_RATING * 2 }, (_, i) => (i + 1) / 2);

/**
 * The rating rule, the one both sides call: 0.5 to 5 stars in half steps. The problem's text,
 * or null for a good rating.
 */
export function reviewRatingProblem(rating: number): string | null {
  if (!Number.isFinite(rating)) return REVIEW_MESSAGES.ratingRequired;
  if (rating < MIN_REVIEW_RATING || rating > MAX_REVIEW_RATING) return REVIEW_MESSAGES.ratingRange;
  if (!Number.isInteger(rating * 2)) return REVIEW_MESSAGES.ratingHalfSteps;
  return null;
}

export function isReviewRating(rating: number): boolean {
  return reviewRatingProblem(rating) === null;
}

/** Stored as whole half stars (rating_halves 1..10). */
export function ratingToHalves(rating: number): number {
  return Math.round(rating * 2);
}
export function ratingFromHalves(halves: number): number {
  return halves / 2;
}

/** The whole star a rating counts under in the summary bars (and the 'at least' filter): 4.5 → 4, 0.5 → 1. */
export function starBucketOf(rating: number): number {
  return Math.max(1, Math.floor(rating));
}

/**
 * The name a review or reply is shown under: the first name and the last name's initial
 * ('Maria da Silva' → 'Maria S.'), as the big review sites do, so a diner's full name is never
 * published. One word stays as it is; no name at all reads 'Guest'.
 */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Guest';
  const first = words[0]!;
  if (words.length === 1) return first;
  const initial = Array.from(words[words.length - 1]!)[0]!.toLocaleUpperCase('en-GB');
  return `${first} ${initial}.`;
}

/** Whose replies get the restaurant's badge (spec 4): the owner's and the managers'. */
export const STORE_REPLY_ROLES: readonly ReviewReplyRole[] = ['Owner', 'Manager'];
export function isStoreReply(role: ReviewReplyRole): boolean {
  return STORE_REPLY_ROLES.includes(role);
}

/** Who may reply in the restaurant's name and hide reviews: the API's rule, and what the staff page offers. */
export const REVIEW_MODERATOR_ROLES: readonly StaffRole[] = ['Owner', 'Manager'];

/** The page's sort choices (spec 9: Newest, Oldest, Highest, Lowest). */
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** The filter's choices (spec 9: all, 5, 4+, 3+): the least number of stars. */
export const REVIEW_RATING_FILTERS = [5, 4, 3] as const;

/** What `sortBy` accepts (lower-cased): the page's names, or the spec's fields with `sortOrder`. */
export const REVIEW_SORT_BY_VALUES = [...REVIEW_SORTS, 'createdat', 'rating'] as const;

/** `sortBy`: one of REVIEW_SORTS, or the spec's field form (`createdAt` / `rating`, with `sortOrder`). */
export function reviewSortOf(sortBy: (typeof REVIEW_SORT_BY_VALUES)[number] | undefined, sortOrder: 'asc' | 'desc' | undefined): ReviewSort {
  if (sortBy === 'createdat') return sortOrder === 'asc' ? 'oldest' : 'newest';
  if (sortBy === 'rating') return sortOrder === 'asc' ? 'lowest' : 'highest';
  return sortBy ?? 'newest';
}

/** How many of the diner's unreviewed finished orders the Leave a Review picker lists. */
export const REVIEWABLE_ORDERS_LIMIT = 20;

