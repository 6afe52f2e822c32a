import { mdiAccountCircleOutline, mdiCheckDecagramOutline, mdiStorefrontOutline } from '@mdi/js';
import { isStoreReply, type Review, type ReviewReply } from '@platter/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { useReviewDate } from './review-date.ts';
import { StarRating } from './star-rating.tsx';

/** A reply: the owner's and managers' under the restaurant's badge (spec 4), anyone else's as a user. */
function ReplyItem({ reply, restaurantName }: { reply: ReviewReply; restaurantName: string }) {
  const { t } = useTranslation('reviews');
  const date = useReviewDate();
  const store = isStoreReply(reply.userRole);
  return (
    <li
      className={cx('rounded-xl p-3.5 sm:p-4', store ? 'bg-primary/6 ring-1 ring-inset ring-primary/15 dark:bg-accent/8 dark:ring-accent/20' : 'bg-surface-variant/60')}
      data-testid="review-reply"
      data-role={reply.userRole}
    >
      <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
        {store ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary px-2.5 py-1 text-xs font-bold text-on-primary" data-testid="store-badge">
            <Icon path={mdiStorefrontOutline} size={15} />
            {restaurantName}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold">
            <Icon path={mdiAccountCircleOutline} size={18} className="text-text-muted" />
            {reply.userName}
          </span>
        )}
        {store ? <span className="text-xs font-semibold text-text-muted">{t(`reply.roles.${reply.userRole}`)}</span> : null}
        <time dateTime={reply.createdAt} className="text-xs text-text-muted">
          {date(reply.createdAt)}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-[0.9375rem] leading-relaxed text-text/90">{reply.comment}</p>
    </li>
  );
}

/**
 * One review (spec 3): who (first name and initial), when, the stars, what they wrote (plain
 * text, line breaks kept) and the replies. `aside` and `footer` are the staff page's additions.
 */
export function ReviewCard({
  review,
  restaurantName,
  aside,
  footer,
  muted = false,
  as: Tag = 'li',
}: {
  review: Review;
  restaurantName: string;
  aside?: ReactNode;
  footer?: ReactNode;
  muted?: boolean;
  as?: 'li' | 'div';
}) {
  const { t } = useTranslation('reviews');
  const date = useReviewDate();
  const initial = Array.from(review.userName)[0]?.toLocaleUpperCase('en-GB') ?? '?';
  return (
    <Tag className={cx('rounded-2xl border border-border/70 bg-surface p-4 shadow-card sm:p-5', muted && 'border-dashed bg-surface/60')} data-testid="review-card">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 font-display text-lg font-semibold text-primary dark:bg-accent/15 dark:text-accent">
          {initial}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            {/* h2: the pages that list reviews (/reviews, the staff's, leave-review's) put them right under their h1 (an h3 skipped a level: axe heading-order). */}
            <h2 className="font-semibold leading-tight" data-testid="review-author">
              {review.userName}
            </h2>
            <StarRating rating={review.rating} label={t('stars', { rating: review.rating })} size={18} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-text-muted">
            <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
            <span className="inline-flex items-center gap-1">
              <Icon path={mdiCheckDecagramOutline} size={15} className="text-success" />
              {t('verified')}
            </span>
            {aside}
          </p>
        </div>
      </div>
      {review.comment ? (
        <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-text/90" data-testid="review-comment">
          {review.comment}
        </p>
      ) : null}
      {review.replies.length > 0 ? (
        <ul className="mt-4 space-y-2.5 border-l-2 border-primary/25 pl-3 sm:ml-14 sm:pl-4 dark:border-accent/30" aria-label={t('reply.listLabel', { name: review.userName })}>
          {review.replies.map((reply) => (
            <ReplyItem key={reply._id} reply={reply} restaurantName={restaurantName} />
          ))}
        </ul>
      ) : null}
      {footer}
    </Tag>
  );
}
