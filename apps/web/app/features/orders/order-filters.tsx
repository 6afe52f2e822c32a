import { mdiArrowDown, mdiArrowUp, mdiChevronDown } from '@mdi/js';
import {
  AWAITING_PAYMENT,
  checkoutTermsOf,
  enabledPaymentMethods,
  isOnlinePayment,
  isOrderStatus,
  offeredOrderTypes,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  statusesForOrderTypes,
  type OrderType,
} from '@platter/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { OrderListParams, OrderSortField } from '../../lib/api/query-keys.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';

const ALL = 'all';

/** The form fields' look (ui/form-field.tsx `inputClasses`), without its read-only tint, which a select always matches. */
const SELECT = cx(
  'block h-11 w-full appearance-none truncate rounded-xl border border-border bg-background pl-3.5 pr-9 text-[0.9375rem] font-medium text-text shadow-xs transition',
  'hover:border-text-muted/60 focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/15 dark:focus:border-accent dark:focus:ring-accent/20',
);

function Select({ label, value, onChange, children, className }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={cx('min-w-0', className)}>
      <label htmlFor={id} className="mb-1.5 block text-xs font-bold uppercase tracking-[0.12em] text-text-muted">
        {label}
      </label>
      <div className="relative">
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={SELECT}>
          {children}
        </select>
        <Icon path={mdiChevronDown} size={20} className="pointer-events-none absolute right-2.5 top-1/2 -translate-y-1/2 text-text-muted" />
      </div>
    </div>
  );
}

function statusesOffered(restaurant: Parameters<typeof checkoutTermsOf>[0]) {
  const terms = checkoutTermsOf(restaurant);
  const types: OrderType[] = offeredOrderTypes(terms);
  // 'Awaiting Payment' only where orders are paid online.
  const online = enabledPaymentMethods(terms).some(isOnlinePayment);
  return statusesForOrderTypes(types).filter((status) => online || status !== AWAITING_PAYMENT);
}

/**
 * Spec 2 (Order history): status filter (All + each status an order here can have: a pickup-only
 * restaurant's has no 'Out for Delivery', one without online payment no 'Awaiting Payment'), sort
 * field and the sort-order toggle.
 */
export function OrderFilters({ params, onChange }: { params: OrderListParams; onChange: (next: Omit<OrderListParams, 'page'>) => void }) {
  const { t } = useTranslation('orders');
  const restaurant = useRestaurant();
  const statuses = restaurant ? statusesOffered(restaurant) : ORDER_STATUSES;
  const ascending = params.sortOrder === 'asc';
  return (
    <div role="group" aria-label={t('history.filters')} className="grid grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)_auto] items-end gap-2.5 sm:flex sm:gap-3">
      <Select
        label={t('history.status')}
        value={params.status ?? ALL}
        onChange={(value) => onChange({ ...params, status: isOrderStatus(value) ? value : null })}
        className="sm:w-60"
      >
        <option value={ALL}>{t('history.allStatuses')}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {t(`statuses.${status}`)}
          </option>
        ))}
      </Select>
      <Select
        label={t('history.sortBy')}
        value={params.sortBy}
        onChange={(value) => onChange({ ...params, sortBy: (ORDER_SORT_FIELDS as readonly string[]).includes(value) ? (value as OrderSortField) : 'createdAt' })}
        className="sm:w-44"
      >
        {ORDER_SORT_FIELDS.map((field) => (
          <option key={field} value={field}>
            {t(`history.sortFields.${field}`)}
          </option>
        ))}
      </Select>
      <button
        type="button"
        onClick={() => onChange({ ...params, sortOrder: ascending ? 'desc' : 'asc' })}
        aria-label={ascending ? t('history.sortAscending') : t('history.sortDescending')}
        title={ascending ? t('history.sortAscending') : t('history.sortDescending')}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-xl border border-border bg-background px-2.5 text-[0.9375rem] font-medium text-text shadow-xs transition hover:border-text-muted/60 sm:px-3.5"
      >
        <Icon path={ascending ? mdiArrowUp : mdiArrowDown} size={20} className="text-primary dark:text-accent" />
        <span className="hidden sm:inline">{ascending ? t('history.ascending') : t('history.descending')}</span>
      </button>
    </div>
  );
}
