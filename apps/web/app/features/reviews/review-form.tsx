import { MAX_REVIEW_COMMENT_LENGTH, leaveReviewBody, type Order, type PublicRestaurant } from '@platter/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLeaveReview } from '../../lib/api/leave-review.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { SelectedOptionsList } from '../../ui/selected-options.tsx';
import { useReviewDate } from './review-date.ts';
import { StarPicker } from './star-picker.tsx';

const PANEL = 'rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-6';
const reviewFields = leaveReviewBody.pick({ rating: true, comment: true });

/** What was in the order, for context while writing. */
function OrderContext({ order }: { order: Order }) {
  const { t } = useTranslation('reviews');
  const date = useReviewDate();
  return (
    <aside aria-labelledby="review-order" className={cx(PANEL, 'lg:sticky lg:top-24')} data-testid="review-order">
      <p className="text-xs font-bold uppercase tracking-[0.12em] text-text-muted">{t('leave.yourOrder')}</p>
      <h2 id="review-order" className="mt-1 font-display text-xl font-semibold">
        {t('leave.orderNumber', { orderNumber: order.orderNumber })}
      </h2>
      <p className="mt-0.5 text-sm text-text-muted">{t('leave.orderedOn', { date: date(order.createdAt) })}</p>
      <ul className="mt-4 divide-y divide-border/60 border-t border-border/60">
        {order.items.map((item) => (
          <li key={item._id} className="flex gap-2 py-2.5" data-testid="review-order-item">
            <span className="shrink-0 font-semibold tabular-nums text-text-muted">{t('leave.quantity', { quantity: item.quantity })}</span>
            <span className="min-w-0">
              <span className="block font-medium">{item.productName}</span>
              <SelectedOptionsList options={item.selectedOptions} currencySymbol={order.currency.symbol} />
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export function ReviewForm({ order, restaurant }: { order: Order; restaurant: PublicRestaurant }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const commentId = useId();
  const noteId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const submit = useLeaveReview(order._id);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The API's own rules (the rating in half stars, the comment's length), before sending.
    const parsed = reviewFields.safeParse({ rating: rating ?? undefined, comment });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'rating' || field === 'comment') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const answer = await submit.mutateAsync({ ...parsed.data, restaurantId: restaurant._id });
      showSnackbar({ message: answer.message ?? t('leave.title'), color: 'success' });
      void navigate('/reviews');
    } catch (error) {
      if (isSessionEnded(error)) return;
      if (error instanceof ApiRequestError) {
        const fields: typeof errors = {};
        for (const { field, message } of error.fieldErrors) if ((field === 'rating' || field === 'comment') && !fields[field]) fields[field] = message;
        setErrors(fields);
      }
      showSnackbar({ message: failureMessage(error, { unreachable: t('leave.submitFailed'), unexpected: t('leave.unexpected') }), color: 'error', multiline: true });
    }
  }

  const remaining = MAX_REVIEW_COMMENT_LENGTH - comment.length;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="lg:order-2">
        <OrderContext order={order} />
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={cx(PANEL, 'lg:order-1')} data-testid="review-form">
        <StarPicker value={rating} onChange={(next) => { setRating(next); setErrors((e) => ({ ...e, rating: undefined })); }} error={errors.rating} />
        <p className="mt-1 text-sm text-text-muted">{t('leave.ratingHint')}</p>
        <div className="mt-6">
          <div className="mb-1.5 flex items-baseline justify-between gap-3">
            <label htmlFor={commentId} className="text-sm font-semibold">
              {t('leave.comment')} <span className="font-normal text-text-muted">({t('leave.commentOptional')})</span>
            </label>
            <span className={cx('text-xs tabular-nums', remaining < 50 ? 'font-semibold text-warning' : 'text-text-muted')} aria-live={remaining < 50 ? 'polite' : 'off'} data-testid="comment-counter">
              {t('leave.characters', { count: comment.length, max: MAX_REVIEW_COMMENT_LENGTH })}
            </span>
          </div>
          <textarea
            id={commentId}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={MAX_REVIEW_COMMENT_LENGTH}
            rows={6}
            placeholder={t('leave.commentPlaceholder')}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? `${commentId}-error ${noteId}` : noteId}
            className={cx(
              'block w-full resize-y rounded-xl border bg-background px-4 py-3 text-base leading-relaxed text-text shadow-xs transition placeholder:text-text-muted/70 focus:outline-none focus:ring-4',
              errors.comment ? 'border-error focus:ring-error/15' : 'border-border hover:border-text-muted/60 focus:border-primary focus:ring-primary/15 dark:focus:border-accent dark:focus:ring-accent/20',
            )}
          />
          {errors.comment ? (
            <p id={`${commentId}-error`} className="mt-1.5 text-sm font-medium text-error">
              {errors.comment}
            </p>
          ) : null}
          <p id={noteId} className="mt-1.5 text-sm text-text-muted">
            {t('leave.publicNote')}
          </p>
        </div>
        <Button type="submit" size="lg" block loading={submit.isPending} className="mt-6 sm:w-auto">
          {submit.isPending ? t('leave.submitting') : t('leave.submit')}
        </Button>
      </form>
    </div>
  );
}

