import { describe, expect, it } from 'vitest';
import { reviewsSearch } from '../../lib/api/get-reviews.ts';
import { reviewParamsFrom, reviewSearchOf } from './review-list-params.ts';

const from = (query: string) => reviewParamsFrom(new URLSearchParams(query));

describe('the reviews page address', () => {
  it('reads the filter, sort and page, and anything unknown as the default', () => {
    expect(from('')).toEqual({ page: 1, rating: null, sortBy: 'newest' });
    expect(from('rating=4&sortBy=lowest&page=3')).toEqual({ page: 3, rating: 4, sortBy: 'lowest' });
    expect(from('sortBy=Highest')).toMatchObject({ sortBy: 'highest' });
    expect(from('rating=2&sortBy=best&page=0')).toEqual({ page: 1, rating: null, sortBy: 'newest' });
    expect(from('rating=4.5&page=1.5')).toEqual({ page: 1, rating: null, sortBy: 'newest' });
  });

  it('writes only what differs from the default, so /reviews is the first page', () => {
    expect(reviewSearchOf({ page: 1, rating: null, sortBy: 'newest' })).toBe('');
    expect(reviewSearchOf({ page: 2, rating: 5, sortBy: 'oldest' })).toBe('?rating=5&sortBy=oldest&page=2');
  });

  it("asks the API for the spec's page of 10 visible reviews", () => {
    expect(reviewsSearch({ page: 2, rating: 3, sortBy: 'highest' })).toBe('page=2&limit=10&isVisible=true&sortBy=highest&rating=3');
    expect(reviewsSearch({ page: 1, rating: null, sortBy: 'newest' })).toBe('page=1&limit=10&isVisible=true&sortBy=newest');
  });
});
