import { REVIEW_RATING_FILTERS, REVIEW_SORTS, type ReviewSort } from '@platter/domain';
import type { ReviewListParams } from '../../lib/api/get-reviews.ts';

export const DEFAULT_REVIEW_PARAMS: ReviewListParams = { page: 1, rating: null, sortBy: 'newest' };

const isSort = (value: string | null): value is ReviewSort => (REVIEW_SORTS as readonly (string | null)[]).includes(value);

/** The page's filter, sort and page from the address (`?rating=4&sortBy=lowest&page=2`); anything unknown is the default. */
export function reviewParamsFrom(search: URLSearchParams): ReviewListParams {
  const page = Number(search.get('page'));
  const rating = Number(search.get('rating'));
  const sortBy = search.get('sortBy')?.toLowerCase() ?? null;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : DEFAULT_REVIEW_PARAMS.page,
    rating: (REVIEW_RATING_FILTERS as readonly number[]).includes(rating) ? rating : DEFAULT_REVIEW_PARAMS.rating,
    sortBy: isSort(sortBy) ? sortBy : DEFAULT_REVIEW_PARAMS.sortBy,
  };
}

/** The address of those settings, defaults left out (the plain /reviews is the first page, newest first, every rating). */
export function reviewSearchOf(params: ReviewListParams): string {
  const search = new URLSearchParams();
  if (params.rating !== null) search.set('rating', String(params.rating));
  if (params.sortBy !== DEFAULT_REVIEW_PARAMS.sortBy) search.set('sortBy', params.sortBy);
  if (params.page !== DEFAULT_REVIEW_PARAMS.page) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
