/** A person's role at one restaurant (architecture.md, "Accounts and sessions"), most senior first. */
export const STAFF_ROLES = ['Owner', 'Manager', 'Staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who wrote a reply to a review: one of the staff, or the diner who wrote the review. */
export const REVIEW_REPLY_ROLES = [...STAFF_ROLES, 'Customer'] as const;
export type ReviewReplyRole = (typeof REVIEW_REPLY_ROLES)[number];
