import { mdiEyeOffOutline, mdiEyeOutline, mdiLockOutline, mdiReplyOutline } from '@mdi/js';
import { MAX_REPLY_LENGTH, REVIEW_MODERATOR_ROLES, reviewReplyBody, type StaffReview, type StaffReviewsPage } from '@platter/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { registerCatalogues } from '../../i18n/index.ts';
import { useStaffReviews } from '../../lib/api/get-staff-reviews.ts';
import { reviewKeys, type StaffReviewListParams } from '../../lib/api/query-keys.ts';
import { replyToReview } from '../../lib/api/reply-to-review.ts';
import { setReviewVisibility } from '../../lib/api/set-review-visibility.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { useStaffRole } from '../../lib/staff.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ReviewCard } from './review-card.tsx';

registerCatalogues(import.meta.glob('../../i18n/en-GB/reviews.json', { eager: true, import: 'default' }));

/** The staff pages' width (staff-area/staff-skeleton.tsx's STAFF_PAGE): a tablet on the pass uses all of it. */
const STAFF_PAGE = 'mx-auto w-full max-w-[1600px] px-4 sm:px-6 lg:px-8';
const TRAY = 'inline-flex gap-1 rounded-2xl bg-surface-variant p-1';
const segment = (active: boolean) =>
  cx('h-10 rounded-xl px-4 text-sm font-semibold transition', active ? 'bg-surface text-text shadow-card' : 'text-text-muted hover:text-text');

function paramsFrom(search: URLSearchParams): StaffReviewListParams {
  const page = Number(search.get('page'));
  return { page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1, show: search.get('show') === 'hidden' ? 'hidden' : 'all' };
}

function searchOf(params: StaffReviewListParams): string {
  const search = new URLSearchParams();
  if (params.show === 'hidden') search.set('show', 'hidden');
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The answered review replaces the one on every cached page that shows it. */
function storeReview(queryClient: QueryClient, review: StaffReview) {
  for (const [key, page] of queryClient.getQueriesData<StaffReviewsPage>({ queryKey: reviewKeys.staffLists() })) {
    if (page?.reviews.some((r) => r._id === review._id)) {
      queryClient.setQueryData<StaffReviewsPage>(key, { ...page, reviews: page.reviews.map((r) => (r._id === review._id ? review : r)) });
    }
  }
}

function ReplyForm({ review, onDone }: { review: StaffReview; onDone: () => void }) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useMutation({
    mutationFn: (text: string) => replyToReview(review._id, text, t('staff.saveFailed')),
    onSuccess: (answer) => {
      storeReview(queryClient, answer.data.review);
      showSnackbar({ message: answer.message ?? t('staff.postReply'), color: 'success', timeout: 2500 });
      onDone();
    },
    onError: (failure) => {
      if (!isSessionEnded(failure)) showSnackbar({ message: failureMessage(failure, { unreachable: t('staff.saveFailed') }), color: 'error', multiline: true });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewReplyBody.safeParse({ comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    reply.mutate(parsed.data.comment);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 sm:ml-14" data-testid="reply-form">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {t('staff.replyLabel')}
      </label>
      <textarea
        id={id}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={MAX_REPLY_LENGTH}
        rows={3}
        autoFocus
        placeholder={t('staff.replyPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(
          'block w-full resize-y rounded-xl border bg-background px-3.5 py-2.5 text-[0.9375rem] leading-relaxed text-text shadow-xs focus:outline-none focus:ring-4',
          error ? 'border-error focus:ring-error/15' : 'border-border focus:border-primary focus:ring-primary/15 dark:focus:border-accent dark:focus:ring-accent/20',
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" loading={reply.isPending}>
          {t('staff.postReply')}
        </Button>
        <Button variant="text" size="sm" onClick={onDone}>
          {t('staff.cancel')}
        </Button>
        <span className="ml-auto text-xs tabular-nums text-text-muted">{t('leave.characters', { count: comment.length, max: MAX_REPLY_LENGTH })}</span>
      </div>
    </form>
  );
}

function StaffReviewItem({ review, restaurantName, canModerate }: { review: StaffReview; restaurantName: string; canModerate: boolean }) {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  const [replying, setReplying] = useState(false);
  const visibility = useMutation({
    mutationFn: (isVisible: boolean) => setReviewVisibility(review._id, isVisible, t('staff.saveFailed')),
    onSuccess: (answer) => {
      storeReview(queryClient, answer.data.review);
      // The counts and the hidden filter's page change too.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.staffLists() });
      showSnackbar({ message: answer.message ?? '', color: 'success', timeout: 2500 });
    },
    onError: (failure) => {
      if (!isSessionEnded(failure)) showSnackbar({ message: failureMessage(failure, { unreachable: t('staff.saveFailed') }), color: 'error', multiline: true });
    },
  });

  async function toggleVisibility() {
    if (review.isVisible) {
      const confirmed = await confirmDialog({
        type: 'confirm',
        title: t('staff.hideTitle'),
        message: t('staff.hideMessage'),
        confirmText: t('staff.hideConfirm'),
        cancelText: t('staff.cancel'),
        destructive: true,
      });
      if (!confirmed) return;
    }
    visibility.mutate(!review.isVisible);
  }

  const aside = (
    <>
      {review.orderNumber ? <span className="tabular-nums">{t('staff.order', { orderNumber: review.orderNumber })}</span> : null}
      {review.isVisible ? null : (
        <span className="inline-flex items-center gap-1 rounded-full bg-warning/15 px-2 py-0.5 text-xs font-bold text-text ring-1 ring-inset ring-warning/40" title={t('staff.hiddenHint')} data-testid="hidden-chip">
          <Icon path={mdiEyeOffOutline} size={14} />
          {t('staff.hidden')}
        </span>
      )}
    </>
  );
  const footer = canModerate ? (
    <>
      {replying ? <ReplyForm review={review} onDone={() => setReplying(false)} /> : null}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-border/60 pt-3 sm:ml-14">
        {replying ? null : (
          <Button variant="outline" size="sm" onClick={() => setReplying(true)}>
            <Icon path={mdiReplyOutline} size={18} />
            {t('staff.reply')}
          </Button>
        )}
        <Button variant="text" size="sm" loading={visibility.isPending} onClick={() => void toggleVisibility()} className={review.isVisible ? 'text-error! hover:bg-error/8!' : undefined}>
          {visibility.isPending ? null : <Icon path={review.isVisible ? mdiEyeOffOutline : mdiEyeOutline} size={18} />}
          {review.isVisible ? t('staff.hide') : t('staff.unhide')}
        </Button>
      </div>
    </>
  ) : null;
  return <ReviewCard review={review} restaurantName={restaurantName} aside={aside} footer={footer} muted={!review.isVisible} />;
}

/**
 * /staff/reviews: the restaurant's reviews, hidden ones marked, newest first. Owners and
 * managers reply in the restaurant's name and hide abusive reviews (or show them again); staff
 * read them. Loaded for staff only, under the staff area.
 */
export default function StaffReviewsPage() {
  const { t } = useTranslation('reviews');
  const restaurant = useRestaurant();
  const role = useStaffRole();
  const canModerate = !!role && REVIEW_MODERATOR_ROLES.includes(role);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = paramsFrom(searchParams);
  const query = useStaffReviews(params, t('staff.loadFailed'));
  const page = query.data;

  let body;
  if (query.isError && !isSessionEnded(query.error)) {
    body = (
      <Alert tone="error" className="mt-6" title={t('staff.loadFailed')} action={<Button variant="outline" size="sm" onClick={() => void query.refetch()}>{t('staff.retry')}</Button>}>
        {query.error.message !== t('staff.loadFailed') ? query.error.message : null}
      </Alert>
    );
  } else if (!page) {
    body = (
      <div className="mt-6 space-y-4" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-40" rounded="rounded-2xl" />
        ))}
      </div>
    );
  } else if (page.reviews.length === 0) {
    body = <p className="mt-10 text-center text-text-muted">{params.show === 'hidden' ? t('staff.noneHidden') : t('staff.empty')}</p>;
  } else {
    body = (
      <div className={cx('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        <ul className="mt-6 grid gap-4 xl:grid-cols-2" data-testid="staff-review-list">
          {page.reviews.map((review) => (
            <StaffReviewItem key={review._id} review={review} restaurantName={restaurant?.name ?? ''} canModerate={canModerate} />
          ))}
        </ul>
        <Pagination
          className="mt-8"
          page={page.currentPage}
          totalPages={page.totalPages}
          hrefFor={(n) => `/staff/reviews${searchOf({ ...params, page: n })}`}
          labels={{ nav: t('staff.pagination'), previous: t('pagination.previous'), next: t('pagination.next'), page: (n) => t('pagination.page', { page: n }) }}
        />
      </div>
    );
  }

  return (
    <div className={cx(STAFF_PAGE, 'pb-10 pt-5')} data-testid="staff-reviews">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('staff.title')}</h1>
        {page ? (
          <p className="text-sm text-text-muted" data-testid="staff-review-summary">
            {t('staff.summary', { count: page.ratingCount, average: page.averageRating.toFixed(1) })}
          </p>
        ) : null}
      </div>
      <p className="mt-1 max-w-3xl text-sm text-text-muted">{t('staff.lead')}</p>
      {role && !canModerate ? (
        <p className="mt-3 inline-flex items-center gap-2 rounded-xl bg-surface-variant px-3 py-2 text-sm text-text-muted">
          <Icon path={mdiLockOutline} size={18} />
          {t('staff.readOnly')}
        </p>
      ) : null}
      <div role="group" aria-label={t('staff.show')} className={cx(TRAY, 'mt-5 flex w-fit')}>
        {(['all', 'hidden'] as const).map((show) => (
          <button key={show} type="button" aria-pressed={params.show === show} onClick={() => setSearchParams(searchOf({ page: 1, show }))} className={segment(params.show === show)}>
            {show === 'all' ? t('staff.all') : t('staff.hiddenOnly', { count: page?.hiddenCount ?? 0 })}
          </button>
        ))}
      </div>
      {body}
    </div>
  );
}
