import { describe, expect, it } from 'vitest';
import { REVIEW_RATINGS, isReviewRating, reviewRatingProblem, reviewSortOf, reviewerName, starBucketOf } from '../reviews.ts';
import { leaveReviewBody, reviewListQuery } from './review.ts';

describe('the rating rule', () => {
  it('offers 0.5 to 5 in half steps', () => {
    expect(REVIEW_RATINGS).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(REVIEW_RATINGS.every(isReviewRating)).toBe(true);
  });

  it.each([
    [0, 'Rating must be between 0.5 and 5 stars.'],
    [5.5, 'Rating must be between 0.5 and 5 stars.'],
    [-1, 'Rating must be between 0.5 and 5 stars.'],
    [4.25, 'Rating must be in half stars, such as 4 or 4.5.'],
    [3.7, 'Rating must be in half stars, such as 4 or 4.5.'],
    [Number.NaN, 'Please choose a rating.'],
    [Number.POSITIVE_INFINITY, 'Please choose a rating.'],
  ])('refuses %s: %s', (rating, message) => {
    expect(reviewRatingProblem(rating)).toBe(message);
    expect(leaveReviewBody.safeParse({ rating }).error?.issues[0]?.message).toBe(message);
  });

  it('asks for a rating when there is none, and trims the comment', () => {
    expect(leaveReviewBody.safeParse({ comment: 'Lovely' }).error?.issues[0]?.message).toBe('Please choose a rating.');
    expect(leaveReviewBody.parse({ rating: 4.5, comment: '  Lovely  ' })).toEqual({ rating: 4.5, comment: 'Lovely' });
    expect(leaveReviewBody.safeParse({ rating: 4, comment: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(
      'Your review can be at most 1000 characters.',
    );
  });
});

describe('reviewerName', () => {
  it.each([
    ['Maria da Silva', 'Maria S.'],
    ['  Demo   Diner ', 'Demo D.'],
    ['Cher', 'Cher'],
    ['ana ñandú', 'ana Ñ.'],
    ['', 'Guest'],
  ])('%j → %j', (name, shown) => expect(reviewerName(name)).toBe(shown));
});

describe('the list query', () => {
  it('reads the filter as "at least", in any of its spellings', () => {
    const rating = (value?: string) => reviewListQuery.parse(value === undefined ? {} : { rating: value }).rating;
    expect([rating(), rating(''), rating('all'), rating('ALL'), rating('4'), rating('4+'), rating('5')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      4,
      4,
      5,
    ]);
    expect(reviewListQuery.safeParse({ rating: '4.5' }).success).toBe(false);
    expect(reviewListQuery.safeParse({ rating: '6' }).success).toBe(false);
  });

  it('sorts by the page names or by the spec’s field and order', () => {
    const sort = (query: Record<string, string>) => {
      const parsed = reviewListQuery.parse(query);
      return reviewSortOf(parsed.sortBy, parsed.sortOrder);
    };
    expect(sort({})).toBe('newest');
    expect(sort({ sortBy: 'Lowest' })).toBe('lowest');
    expect(sort({ sortBy: 'createdAt', sortOrder: 'asc' })).toBe('oldest');
    expect(sort({ sortBy: 'createdAt' })).toBe('newest');
    expect(sort({ sortBy: 'rating', sortOrder: 'desc' })).toBe('highest');
    expect(sort({ sortBy: 'rating', sortOrder: 'asc' })).toBe('lowest');
    expect(reviewListQuery.safeParse({ sortBy: 'best' }).error?.issues[0]?.message).toBe('sortBy must be newest, oldest, highest or lowest.');
  });

  it('keeps hidden reviews private', () => {
    expect(reviewListQuery.safeParse({ isVisible: 'true' }).success).toBe(true);
    expect(reviewListQuery.safeParse({ isVisible: 'false' }).error?.issues[0]?.message).toBe(
      "isVisible can only be 'true' here: hidden reviews are not public.",
    );
  });

  it('counts a half star under the whole star below it', () => {
    expect([0.5, 1, 1.5, 4, 4.5, 5].map(starBucketOf)).toEqual([1, 1, 1, 4, 4, 5]);
  });
});
