import type { Order } from '@platter/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { testRestaurant } from '../../lib/test-fixtures.ts';
import { LeaveReviewPage } from './leave-review-page.tsx';
import { json, renderAt, signedIn, stubApi, testOrder, testReview, type ApiCall } from './reviews-test-fixtures.tsx';

const restaurant = testRestaurant();
const finished = testOrder({
  status: 'Completed',
  items: [
    {
      _id: 'c1d2e3f4-0000-4000-8000-000000000001',
      productId: '11aaa7b0-947c-49fe-8d11-f89268ac0bc2',
      productName: 'The Golden Burger',
      productImage: null,
      quantity: 2,
      unitPrice: 16,
      itemSubtotal: 32,
      selectedOptions: [{ optionId: '5144eea7-e7bd-47c8-82d2-bb5d031a8390', valueId: 'd522fc05-efb6-4642-8498-dc3b1abbd8e1', optionName: 'Sauces', valueLabel: 'Chipotle Mayo', priceAdjustment: 0.5 }],
    },
  ],
});
const snackbar = () => useSnackbarStore.getState().current;

/** GET /orders/{id} answers `order`, GET …/review `review`; `post` answers the POST. */
function stubOrder(order: Order | null, review: unknown = null, post: (call: ApiCall) => Response = () => json(500, {})) {
  return stubApi((call) => {
    if (call.method === 'POST') return post(call);
    if (!order) return json(404, { message: 'Order not found.', code: 'NOT_FOUND' });
    if (call.path === `/orders/${order._id}/review`) return json(200, { data: { review } });
    if (call.path === `/orders/${order._id}`) return json(200, { data: { order } });
    return json(404, { message: 'Not found.', code: 'NOT_FOUND' });
  });
}

function open(orderId: string | null, restaurantId: string | null = '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e') {
  const search = orderId ? `?${new URLSearchParams({ orderId, ...(restaurantId ? { restaurantId } : {}) })}` : '';
  return renderAt(`/leave-review${search}`, 'leave-review', <LeaveReviewPage orderId={orderId} restaurantId={restaurantId} restaurant={restaurant} />);
}

describe('Leave a review (/leave-review)', () => {
  beforeEach(() => {
    signedIn();
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the order for context, asks for a rating, posts it with the comment, and goes back to the reviews', async () => {
    const posted = testReview({ rating: 4.5, comment: 'Juicy.' });
    const calls = stubOrder(finished, null, () => json(201, { data: { review: posted }, message: 'Thank you! Your review has been posted.' }));
    open(finished._id);
    const form = await screen.findByTestId('review-form');
    const order = screen.getByTestId('review-order');
    expect(within(order).getByRole('heading', { name: 'Order #GF-000042' })).toBeTruthy();
    expect(within(order).getByTestId('review-order-item').textContent).toContain('2 ×The Golden Burger');
    expect(within(order).getByTestId('review-order-item').textContent).toContain('Sauces: Chipotle Mayo (+£0.50)');

    // No rating yet: the form says so and sends nothing.
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByText('Please choose a rating.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const stars = within(form).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      '0.5 stars', '1 star', '1.5 stars', '2 stars', '2.5 stars', '3 stars', '3.5 stars', '4 stars', '4.5 stars', '5 stars',
    ]);
    fireEvent.click(within(form).getByRole('radio', { name: '4.5 stars' }));
    expect(screen.getByTestId('star-picker-value').textContent).toBe('4.5 stars');
    expect(within(form).queryByText('Please choose a rating.')).toBeNull();
    const comment = within(form).getByRole('textbox', { name: /Your review/ });
    fireEvent.change(comment, { target: { value: '  Juicy.  ' } });
    expect(screen.getByTestId('comment-counter').textContent).toBe('10 / 1000');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(screen.getByTestId('landed').textContent).toBe('/reviews');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: `/orders/${finished._id}/review`,
      body: { rating: 4.5, comment: 'Juicy.', restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e' },
    });
    expect(snackbar()).toMatchObject({ message: 'Thank you! Your review has been posted.', color: 'success' });
  });

  it("says 'Failed to submit review.' when the call fails without a server message, and shows a field's message under it", async () => {
    let answer = json(502, {});
    stubOrder(finished, null, () => answer);
    open(finished._id);
    const form = await screen.findByTestId('review-form');
    fireEvent.click(within(form).getByRole('radio', { name: '3 stars' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(snackbar()).toMatchObject({ message: 'Failed to submit review.', color: 'error' }));

    answer = json(400, { message: 'Your review can be at most 1000 characters.', code: 'VALIDATION_ERROR', errors: [{ field: 'comment', message: 'Your review can be at most 1000 characters.' }] });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByText('Your review can be at most 1000 characters.')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /Your review/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('explains instead of showing the form when the order is not finished yet, or was cancelled', async () => {
    const calls = stubOrder(testOrder({ status: 'Preparing' }));
    open(finished._id);
    expect(await screen.findByRole('heading', { name: "This order can't be reviewed yet" })).toBeTruthy();
    expect(screen.getByText('You can review an order once it has been delivered or collected. This order is Preparing.')).toBeTruthy();
    expect(screen.queryByTestId('review-form')).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/review'))).toBe(false);
    cleanup();
    stubOrder(testOrder({ status: 'Cancelled by Restaurant' }));
    open(finished._id);
    expect(await screen.findByRole('heading', { name: "This order can't be reviewed" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(`/orders/${finished._id}`);
  });

  it('shows the review already written instead of the form', async () => {
    stubOrder(finished, testReview({ comment: 'Already said it all.', rating: 5 }));
    open(finished._id);
    expect(await screen.findByRole('heading', { name: "You've already reviewed this order" })).toBeTruthy();
    expect(screen.getByTestId('review-comment').textContent).toBe('Already said it all.');
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it("says 'Order Not Found' for an order that is not the diner's, or of another restaurant", async () => {
    stubOrder(null);
    open(finished._id);
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeTruthy();
    cleanup();
    const calls = stubOrder(finished);
    open(finished._id, '5c4d8da0-4fd1-43e1-81d4-765c14468873');
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('without an order, offers the finished orders not reviewed yet, each linking to its form', async () => {
    const card = { ...finished, lineCount: 1, itemCount: 2, itemNames: ['The Golden Burger'] };
    const calls = stubApi(() => json(200, { data: { orders: [card] } }));
    open(null);
    const list = await screen.findByTestId('reviewable-orders');
    expect(calls.map((c) => c.path)).toEqual(['/orders/reviewable']);
    const link = within(list).getByRole('link');
    expect(link.textContent).toContain('Order #GF-000042');
    expect(link.textContent).toContain('The Golden Burger');
    expect(link.getAttribute('href')).toBe(`/leave-review?orderId=${finished._id}&restaurantId=8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e`);
    cleanup();
    stubApi(() => json(200, { data: { orders: [] } }));
    open(null);
    expect(await screen.findByRole('heading', { name: 'Nothing to review yet' })).toBeTruthy();
  });
});
