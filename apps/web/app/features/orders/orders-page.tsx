import { mdiFilterOffOutline, mdiReceiptTextOutline, mdiRefresh, mdiSilverwareForkKnife } from '@mdi/js';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { useMyOrders } from '../../lib/api/get-my-orders.ts';
import type { OrderListParams } from '../../lib/api/query-keys.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { useLiveOrders } from '../../lib/live-orders/use-live-orders.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice } from './notice.tsx';
import { OrderCard, OrderCardSkeleton } from './order-card.tsx';
import { OrderFilters } from './order-filters.tsx';
import { listParamsFrom, searchOf } from './order-list-params.ts';

const ORDERS_CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
const LIST = 'grid gap-4 lg:grid-cols-2';

function OrdersContent({ params, query, onShowAll }: { params: OrderListParams; query: ReturnType<typeof useMyOrders>; onShowAll: () => void }) {
  const { t } = useTranslation('orders');
  const [, setSearchParams] = useSearchParams();
  const page = query.data;
  const beyondLastPage = !!page && page.orders.length === 0 && page.totalPages > 0 && params.page > page.totalPages;

  // An address past the last page (orders were cancelled away, an old link): the last page instead.
  useEffect(() => {
    if (beyondLastPage) setSearchParams(searchOf({ ...params, page: page.totalPages }), { replace: true });
  }, [beyondLastPage, page, params, setSearchParams]);

  if (query.isError && !isSessionEnded(query.error)) {
    return (
      <Alert
        tone="error"
        title={t('history.loadFailed')}
        action={
          <Button variant="outline" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
            <Icon path={mdiRefresh} size={18} />
            {t('history.retry')}
          </Button>
        }
      >
        {query.error.message !== t('history.loadFailed') ? query.error.message : null}
      </Alert>
    );
  }
  if (!page || beyondLastPage) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('history.loading')}
        </p>
        <Skeleton className="mb-3 h-5 w-20" />
        <ul className={LIST} data-testid="orders-skeleton">
          {Array.from({ length: 4 }, (_, i) => (
            <OrderCardSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }
  if (page.orders.length === 0) {
    return params.status ? (
      <Notice
        icon={mdiFilterOffOutline}
        title={t('history.noMatches')}
        action={
          <Button variant="outline" onClick={onShowAll}>
            {t('history.showAll')}
          </Button>
        }
      />
    ) : (
      <Notice
        icon={mdiReceiptTextOutline}
        title={t('history.empty')}
        text={t('history.emptyHint')}
        action={
          <ButtonLink to="/menu" variant="primary" size="lg">
            <Icon path={mdiSilverwareForkKnife} size={20} />
            {t('history.startOrdering')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <p className="mb-3 text-sm text-text-muted" aria-live="polite">
        {t('history.count', { count: page.totalOrders })}
      </p>
      <ul className={cx(LIST, 'transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        {page.orders.map((order) => (
          <OrderCard key={order._id} order={order} />
        ))}
      </ul>
      <Pagination
        className="mt-8"
        page={page.currentPage}
        totalPages={page.totalPages}
        hrefFor={(n) => `/orders${searchOf({ ...params, page: n })}`}
        labels={{ nav: t('pagination.label'), previous: t('pagination.previous'), next: t('pagination.next'), page: (n) => t('pagination.page', { page: n }) }}
      />
    </div>
  );
}

/** Filters (always there, so nothing moves when the page arrives), then the page's cards or its state. */
function OrdersList({ params, onChange }: { params: OrderListParams; onChange: (next: Omit<OrderListParams, 'page'>) => void }) {
  const query = useMyOrders(params);
  return (
    <>
      <div className="mb-6">
        <OrderFilters params={params} onChange={onChange} />
      </div>
      <OrdersContent params={params} query={query} onShowAll={() => onChange({ ...params, status: null })} />
    </>
  );
}

/** /orders (spec 2, Order history): filter, sort and page live in the address; updates arrive live. */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = listParamsFrom(searchParams);
  useLiveOrders();
  const change = (next: Omit<OrderListParams, 'page'>) => setSearchParams(searchOf({ ...next, page: 1 }));

  return (
    <div className="pb-16 sm:pb-24">
      <header className="border-b border-border/60 bg-surface-variant/50">
        <div className={`${ORDERS_CONTAINER} py-8 sm:py-12`}>
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-primary dark:text-accent">{t('history.eyebrow')}</p>
          <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t('history.title')}</h1>
          <p className="mt-2 text-text-muted">{t('history.lead')}</p>
        </div>
      </header>
      <div className={`${ORDERS_CONTAINER} pt-6 sm:pt-8`}>
        <OrdersList params={params} onChange={change} />
      </div>
    </div>
  );
}
