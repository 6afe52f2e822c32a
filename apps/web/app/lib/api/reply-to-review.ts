import { type StaffReviewResponse, staffReviewResponse } from '@platter/domain';
import { http } from '../http.ts';

/** POST /staff/reviews/{id}/reply {comment} (Owner, Manager) → 201 data.review with the reply, message. */
export async function replyToReview(reviewId: string, comment: string, fallback?: string): Promise<StaffReviewResponse> {
  return http.send(`/staff/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'POST', body: { comment } }, staffReviewResponse, fallback);
}
