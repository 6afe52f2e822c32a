import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRestaurant } from '../../lib/test-fixtures.ts';
import type { LoadedReviews } from './api/load-reviews.ts';
import { ReviewsPage } from './reviews-page.tsx';
import { renderAt, reviewsPage, signedIn, signedOut, testReview } from './reviews-test-fixtures.tsx';
import type { ReviewListParams } from '../../lib/api/get-reviews.ts';

const restaurant = testRestaurant();
const defaults: ReviewListParams = { page: 1, rating: null, sortBy: 'newest' };

function show(data: LoadedReviews, params: ReviewListParams = defaults, url = '/reviews', loader?: () => unknown) {
  return renderAt(url, 'reviews', <ReviewsPage data={data} params={params} restaurant={restaurant} />, { loader });
}

const cards = () => screen.getAllByTestId('review-card');

describe('Reviews (/reviews)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the average, the count, a bar per star, and each review with its stars and plain-text comment', () => {
    signedOut();
    const reviews = [
      testReview({ userName: 'Maria S.', rating: 4.5, comment: 'Lovely <b>fish</b> & chips\nSecond line', createdAt: '2026-06-02T22:30:00.000Z' }),
      testReview({ userName: 'Tom', rating: 2, comment: '' }),
    ];
    show({ ok: true, data: reviewsPage(reviews, { averageRating: 3.3, ratingCount: 12, totalReviews: 2 }) });
    expect(screen.getByTestId('average-rating').textContent).toBe('3.3');
    expect(screen.getByTestId('rating-count').textContent).toBe('Based on 12 reviews');
    expect(screen.getByRole('listitem', { name: '4 stars: 1 review' })).toBeTruthy();
    expect(screen.getByTestId('review-count').textContent).toBe('2 reviews');

    const [first, second] = cards();
    expect(within(first!).getByTestId('review-author').textContent).toBe('Maria S.');
    expect(within(first!).getByRole('img', { name: '4.5 out of 5 stars' })).toBeTruthy();
    // 22:30 UTC on 2 June is 23:30 in London: the restaurant's date.
    expect(within(first!).getByText('2 June 2026')).toBeTruthy();
    const comment = within(first!).getByTestId('review-comment');
    expect(comment.textContent).toBe('Lovely <b>fish</b> & chips\nSecond line');
    expect(comment.querySelector('b')).toBeNull();
    expect(within(second!).queryByTestId('review-comment')).toBeNull();
  });

  it("gives Owner and Manager replies the restaurant's badge, and shows anyone else's as a user", () => {
    signedOut();
    const at = '2026-06-03T09:00:00.000Z';
    const review = testReview({
      replies: [
        { _id: 'a', userName: 'Margaret H.', userRole: 'Owner', comment: 'Thank you, Maria!', createdAt: at },
        { _id: 'b', userName: 'Sam K.', userRole: 'Manager', comment: 'See you soon.', createdAt: at },
        { _id: 'c', userName: 'Maria S.', userRole: 'Customer', comment: 'Will do!', createdAt: at },
        { _id: 'd', userName: 'Jo P.', userRole: 'Staff', comment: 'Cheers.', createdAt: at },
      ],
    });
    show({ ok: true, data: reviewsPage([review]) });
    const replies = screen.getAllByTestId('review-reply');
    expect(replies.map((r) => [r.dataset.role, within(r).queryByTestId('store-badge')?.textContent ?? null])).toEqual([
      ['Owner', 'The Golden Fork'],
      ['Manager', 'The Golden Fork'],
      ['Customer', null],
      ['Staff', null],
    ]);
    expect(within(replies[0]!).getByText('Owner')).toBeTruthy();
    expect(within(replies[2]!).getByText('Maria S.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Replies to Maria S.' })).toBeTruthy();
  });

  it('links each filter and page, keeping the other settings, and sorts from the select', async () => {
    signedOut();
    const params: ReviewListParams = { page: 4, rating: 4, sortBy: 'lowest' };
    const { router } = show({ ok: true, data: reviewsPage([testReview()], { currentPage: 4, totalPages: 12, totalReviews: 115 }) }, params, '/reviews?rating=4&sortBy=lowest&page=4');
    const filter = within(screen.getByTestId('rating-filter'));
    expect(filter.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')])).toEqual([
      ['All', '/reviews?sortBy=lowest', null],
      ['5 stars', '/reviews?rating=5&sortBy=lowest', null],
      ['4+ stars', '/reviews?rating=4&sortBy=lowest', 'true'],
      ['3+ stars', '/reviews?rating=3&sortBy=lowest', null],
    ]);
    const pages = within(screen.getByRole('navigation', { name: 'Review pages' }));
    expect(pages.getAllByRole('link', { name: /^Page / }).map((l) => l.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/reviews?rating=4&sortBy=lowest&page=2');
    expect(pages.getByRole('link', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page');

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...sort.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Newest', 'Oldest', 'Highest', 'Lowest']);
    fireEvent.change(sort, { target: { value: 'highest' } });
    await waitFor(() => expect(router.state.location.search).toBe('?rating=4&sortBy=highest'));
  });

  it("offers a guest 'Login to Review', back to /reviews, and a diner 'Leave a Review'", () => {
    signedOut();
    show({ ok: true, data: reviewsPage([testReview()]) });
    expect(screen.getByRole('link', { name: 'Login to Review' }).getAttribute('href')).toBe('/auth/login?redirect=%2Freviews');
    cleanup();
    signedIn();
    show({ ok: true, data: reviewsPage([testReview()]) });
    expect(screen.getByRole('link', { name: 'Leave a Review' }).getAttribute('href')).toBe('/leave-review');
    expect(screen.queryByRole('link', { name: 'Login to Review' })).toBeNull();
  });

  it('says so when there are no reviews yet, and when none match the filter', () => {
    signedOut();
    show({ ok: true, data: reviewsPage([], { ratingCount: 0, averageRating: 0 }) });
    expect(screen.getByRole('heading', { name: 'No reviews yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login to Review' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Our Menu' }).getAttribute('href')).toBe('/menu');
    expect(screen.queryByTestId('rating-summary')).toBeNull();
    cleanup();
    show({ ok: true, data: reviewsPage([], { ratingCount: 3, averageRating: 2 }) }, { page: 1, rating: 5, sortBy: 'oldest' });
    expect(screen.getByRole('heading', { name: 'No reviews with this rating yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all reviews' }).getAttribute('href')).toBe('/reviews?sortBy=oldest');
  });

  it("shows 'Could not load reviews.' with Retry, which loads the page again", async () => {
    signedOut();
    const loader = vi.fn(() => null);
    show({ ok: false, error: 'Failed to fetch reviews.' }, defaults, '/reviews', loader);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load reviews.');
    expect(alert.textContent).toContain('Failed to fetch reviews.');
    const calls = loader.mock.calls.length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(loader.mock.calls.length).toBe(calls + 1));
  });
});
