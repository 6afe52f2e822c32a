import type { StaffReview } from '@platter/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleDialog, useDialogStore } from '../../lib/dialog.ts';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import StaffReviewsPage from './staff-reviews-page.tsx';
import { json, renderAt, signedIn, stubApi, testStaffReview, type ApiCall } from './reviews-test-fixtures.tsx';

const visible = testStaffReview({ userName: 'Maria S.', comment: 'Lovely pie.', orderNumber: 'GF-000042' });
const hidden = testStaffReview({ userName: 'Rude R.', comment: 'Abusive words.', isVisible: false, rating: 0.5 });
const page = (reviews: StaffReview[]) => ({
  data: { reviews, currentPage: 1, totalPages: 1, totalReviews: reviews.length, averageRating: 4.5, ratingCount: 1, starCounts: [], hiddenCount: 1 },
});

function stubReviews(write: (call: ApiCall) => Response = () => json(500, {})) {
  return stubApi((call) => (call.method === 'GET' ? json(200, page(call.path.includes('isVisible=false') ? [hidden] : [visible, hidden])) : write(call)));
}

const open = () => renderAt('/staff/reviews', 'staff/reviews', <StaffReviewsPage />);
const card = (text: string) => screen.getAllByTestId('review-card').find((c) => c.textContent?.includes(text))!;

describe('Staff reviews (/staff/reviews)', () => {
  beforeEach(() => {
    useSnackbarStore.setState({ current: null });
    useDialogStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every review, hidden ones marked, with the order number and the summary', async () => {
    signedIn('Owner');
    const calls = stubReviews();
    open();
    await screen.findByText('Lovely pie.');
    expect(calls[0]!.path).toBe('/staff/reviews?page=1&limit=10&sortBy=newest');
    expect(screen.getByTestId('staff-review-summary').textContent).toBe('4.5 average · 1 visible review');
    expect(within(card('Lovely pie.')).getByText('Order #GF-000042')).toBeTruthy();
    expect(within(card('Lovely pie.')).queryByTestId('hidden-chip')).toBeNull();
    expect(within(card('Abusive words.')).getByTestId('hidden-chip').textContent).toBe('Hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Hidden (1)' }));
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/staff/reviews?page=1&limit=10&sortBy=newest&isVisible=false'));
  });

  it("lets an owner reply in the restaurant's name: the reply is checked, posted and shown", async () => {
    signedIn('Owner');
    const answered: StaffReview = {
      ...visible,
      replies: [{ _id: '0a1b2c3d-0000-4000-8000-000000000001', userName: 'Margaret H.', userRole: 'Owner', comment: 'Thank you, Maria!', createdAt: '2026-06-03T09:00:00.000Z' }],
    };
    const calls = stubReviews(() => json(201, { data: { review: answered }, message: 'Your reply has been posted.' }));
    open();
    await screen.findByText('Lovely pie.');
    fireEvent.click(within(card('Lovely pie.')).getByRole('button', { name: 'Reply' }));
    const form = screen.getByTestId('reply-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Post Reply' }));
    expect(within(form).getByText('Please write a reply.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Your reply'), { target: { value: ' Thank you, Maria! ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post Reply' }));
    expect((await within(card('Lovely pie.')).findByTestId('store-badge')).textContent).toBe('The Golden Fork');
    expect(within(card('Lovely pie.')).getByTestId('review-reply').textContent).toContain('Thank you, Maria!');
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: `/staff/reviews/${visible._id}/reply`, body: { comment: 'Thank you, Maria!' } });
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Your reply has been posted.', color: 'success' });
    expect(screen.queryByTestId('reply-form')).toBeNull();
  });

  it('asks before hiding a review, then hides it; a hidden one is shown again without asking', async () => {
    signedIn('Manager');
    const calls = stubReviews((call) => {
      const body = call.body as { isVisible: boolean };
      const review = call.path.endsWith(visible._id) ? visible : hidden;
      return json(200, { data: { review: { ...review, isVisible: body.isVisible } }, message: body.isVisible ? 'The review is shown on the reviews page again.' : 'The review is hidden from the reviews page.' });
    });
    open();
    await screen.findByText('Lovely pie.');
    fireEvent.click(within(card('Lovely pie.')).getByRole('button', { name: 'Hide' }));
    expect(useDialogStore.getState().current).toMatchObject({ title: 'Hide this review?', confirmText: 'Hide Review', destructive: true });
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    act(() => settleDialog(true));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toEqual([{ method: 'PATCH', path: `/staff/reviews/${visible._id}`, body: { isVisible: false } }]));
    await waitFor(() => expect(useSnackbarStore.getState().current?.message).toBe('The review is hidden from the reviews page.'));

    fireEvent.click(within(card('Abusive words.')).getByRole('button', { name: 'Show Again' }));
    expect(useDialogStore.getState().current).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toEqual({ method: 'PATCH', path: `/staff/reviews/${hidden._id}`, body: { isVisible: true } }));
  });

  it('shows Staff the reviews read-only', async () => {
    signedIn('Staff');
    stubReviews();
    open();
    await screen.findByText('Lovely pie.');
    expect(screen.getByText('Only an owner or manager can reply to or hide reviews.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  });
});
