import { type LeaveReviewBody, REVIEW_MESSAGES, type ReviewResponse, reviewResponse } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http.ts';
import { reviewKeys } from './query-keys.ts';

/** POST /orders/{id}/review {rating, comment, restaurantId} → 201 data.review, message; 'Failed to submit review.' when the server says nothing. */
export async function leaveReview(orderId: string, body: LeaveReviewBody): Promise<ReviewResponse> {
  return http.send(`/orders/${encodeURIComponent(orderId)}/review`, { method: 'POST', body }, reviewResponse, REVIEW_MESSAGES.submitFailed);
}

/** Stores the answered review as the order's review; a refusal (already reviewed, 409) asks for it again. */
export function useLeaveReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveReviewBody) => leaveReview(orderId, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(reviewKeys.ofOrder(orderId), answer.data.review);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.reviewableOrders() });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.ofOrder(orderId) }),
  });
}
