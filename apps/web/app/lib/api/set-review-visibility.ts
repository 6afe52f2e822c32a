import { type StaffReviewResponse, staffReviewResponse } from '@platter/domain';
import { http } from '../http.ts';

/** PATCH /staff/reviews/{id} {isVisible} (Owner, Manager) → data.review, message: hide an abusive review, or show it again. */
export async function setReviewVisibility(reviewId: string, isVisible: boolean, fallback?: string): Promise<StaffReviewResponse> {
  return http.send(`/staff/reviews/${encodeURIComponent(reviewId)}`, { method: 'PATCH', body: { isVisible } }, staffReviewResponse, fallback);
}
