/**
 * /staff/settings/takings (Owner, Manager): the day's takings, or a range's. A period chosen by a
 * preset (today, yesterday, the last 7 days, this month, on the restaurant's calendar) or by two
 * dates; the figures the API added up, split by fulfilment, how it was paid and collected, channel and day, the
 * dishes sold most, and the orders export as a CSV file. A back-office section rather than a tab
 * of the kitchen's bar: it is read after service by the people who run the business, not on the pass.
 */
import { mdiDownload } from '@mdi/js';
import { formatCalendarDate, formatPrice, fulfilment, ORDER_TYPES, reportPresets, type Takings } from '@platter/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { registerCatalogues } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useRestaurant } from '../../lib/restaurant.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { TextField } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { downloadOrdersCsv, getTakings, type ReportRange } from './takings-api.ts';
import { reportKeys } from '../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../i18n/en-GB/staffTakings.json', { eager: true, import: 'default' }));

const PRESETS = ['today', 'yesterday', 'last7', 'thisMonth'] as const;
const frame = 'rounded-3xl border p-5 shadow-card sm:p-6';
const card = cx(frame, 'border-border/80 bg-surface');

function Figure({ label, value, detail, big = false, testId }: { label: string; value: string; detail?: string; big?: boolean; testId: string }) {
  return (
    <div className={big ? cx(frame, 'border-transparent bg-primary text-on-primary') : card} data-testid={testId}>
      <p className={cx('text-sm font-semibold', big ? 'text-on-primary/85' : 'text-text-muted')}>{label}</p>
      <p className={cx('mt-1 font-display font-semibold tabular-nums tracking-tight', big ? 'text-4xl' : 'text-2xl')}>{value}</p>
      {detail ? <p className={cx('mt-0.5 text-sm', big ? 'text-on-primary/85' : 'text-text-muted')}>{detail}</p> : null}
    </div>
  );
}

/** Rows of a split: name, orders, revenue, and a bar of its share of the largest. */
function Split({ title, rows, price }: { title: string; rows: { name: string; orders: number; revenue: number }[]; price: (n: number) => string }) {
  const { t } = useTranslation('staffTakings');
  const top = Math.max(...rows.map((row) => row.revenue), 0.01);
  return (
    <section className={card} aria-label={title}>
      <h2 className="font-display text-lg font-semibold">{title}</h2>
      <ul className="mt-3 space-y-3">
        {rows.map((row) => (
          <li key={row.name}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 break-words font-semibold">{row.name}</span>
              <span className="shrink-0 font-semibold tabular-nums">{price(row.revenue)}</span>
            </div>
            <div className="mt-1 flex items-center gap-3">
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-text/8" aria-hidden="true">
                <span className="block h-full rounded-full bg-primary dark:bg-accent" style={{ width: `${Math.max(2, (row.revenue / top) * 100)}%` }} />
              </span>
              <span className="shrink-0 text-sm text-text-muted tabular-nums">{t('orders', { count: row.orders })}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Report({ takings }: { takings: Takings }) {
  const { t } = useTranslation('staffTakings');
  // How it was paid and collected (the API's split); a method of the restaurant's own naming keeps its name.
  const paymentName = ({ payment, paymentMethod, orderType }: Takings['byPaymentMethod'][number]) =>
    payment === 'other' ? t(fulfilment(orderType ?? ORDER_TYPES[0]).words.otherPayment, { method: paymentMethod }) : t(`payment.${payment}`);
  const price = (amount: number) => formatPrice(amount, takings.currencySymbol);
  if (takings.orders === 0 && takings.cancelled.orders === 0) return <p className={cx(card, 'text-text-muted')}>{t('none')}</p>;
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <div className="col-span-2">
          <Figure big testId="takings-revenue" label={t('revenue')} value={price(takings.revenue)} detail={t('orders', { count: takings.orders })} />
        </div>
        <Figure testId="takings-average" label={t('averageOrder')} value={price(takings.averageOrder)} />
        <Figure testId="takings-net" label={t('net')} value={price(takings.net)} />
        <Figure testId="takings-discounts" label={t('discounts')} value={price(takings.discounts)} />
        <Figure testId="takings-delivery" label={t('deliveryFees')} value={price(takings.deliveryFees)} />
        <Figure testId="takings-tips" label={t('tips')} value={price(takings.tips)} />
        <Figure testId="takings-refunds" label={t('refunds')} value={price(takings.refunds)} />
        <Figure
          testId="takings-cancelled"
          label={t('cancelled')}
          value={String(takings.cancelled.orders)}
          detail={takings.cancelled.orders > 0 ? price(takings.cancelled.revenue) : undefined}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Split title={t('byFulfilment')} price={price} rows={takings.byFulfilment.map((row) => ({ ...row, name: t(`fulfilment.${row.orderType}`) }))} />
        <Split title={t('byPaymentMethod')} price={price} rows={takings.byPaymentMethod.map((row) => ({ ...row, name: paymentName(row) }))} />
        <Split title={t('byChannel')} price={price} rows={takings.byChannel.map((row) => ({ ...row, name: t(`channel.${row.channel}`) }))} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {takings.topDishes.length > 0 ? (
          <section className={card} aria-labelledby="takings-dishes">
            <h2 id="takings-dishes" className="font-display text-lg font-semibold">
              {t('topDishes')}
            </h2>
            <ol className="mt-3 divide-y divide-border/70">
              {takings.topDishes.map((dish, index) => (
                <li key={dish.name} className="flex items-baseline gap-3 py-2" data-testid="top-dish">
                  <span className="w-6 shrink-0 text-text-muted tabular-nums">{index + 1}.</span>
                  <span className="min-w-0 flex-1 break-words font-semibold">{dish.name}</span>
                  <span className="shrink-0 text-sm text-text-muted tabular-nums">{t('sold', { count: dish.quantity })}</span>
                  <span className="w-20 shrink-0 text-right font-semibold tabular-nums">{price(dish.revenue)}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        {takings.byDay.length > 1 ? (
          <section className={card} aria-labelledby="takings-days">
            <h2 id="takings-days" className="font-display text-lg font-semibold">
              {t('byDay')}
            </h2>
            <table className="mt-3 w-full text-left">
              <tbody className="divide-y divide-border/70">
                {takings.byDay.map((day) => (
                  <tr key={day.date} data-testid="takings-day">
                    <th scope="row" className="py-2 pr-3 font-semibold">
                      {formatCalendarDate(day.date, 'en-GB')}
                    </th>
                    <td className="py-2 pr-3 text-sm text-text-muted tabular-nums">{t('orders', { count: day.orders })}</td>
                    <td className="py-2 text-right font-semibold tabular-nums">{price(day.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function PeriodPicker({ range, onChange, children }: { range: ReportRange; onChange: (range: ReportRange) => void; children: ReactNode }) {
  const { t } = useTranslation('staffTakings');
  const timeZone = useRestaurant()?.timeZone ?? 'Europe/London';
  const presets = useMemo(() => reportPresets(new Date(), timeZone), [timeZone]);
  return (
    <div className={cx(card, 'space-y-4')}>
      <div role="group" aria-label={t('presets.label')} className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => {
          const active = presets[preset].from === range.from && presets[preset].to === range.to;
          return (
            <Button key={preset} size="sm" variant={active ? 'primary' : 'outline'} aria-pressed={active} onClick={() => onChange(presets[preset])}>
              {t(`presets.${preset}`)}
            </Button>
          );
        })}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField type="date" label={t('from')} value={range.from} max={range.to} required onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })} containerClassName="sm:w-48" />
        <TextField type="date" label={t('to')} value={range.to} min={range.from} required onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })} containerClassName="sm:w-48" />
        <div className="sm:ml-auto">{children}</div>
      </div>
    </div>
  );
}

export default function TakingsPage() {
  const { t } = useTranslation('staffTakings');
  const timeZone = useRestaurant()?.timeZone ?? 'Europe/London';
  const [range, setRange] = useState<ReportRange>(() => reportPresets(new Date(), timeZone).today);
  const [downloading, setDownloading] = useState(false);
  const valid = range.from <= range.to;
  const query = useQuery({ queryKey: reportKeys.takings(range), queryFn: () => getTakings(range), enabled: valid, staleTime: 0, placeholderData: keepPreviousData });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadOrdersCsv(range);
    } catch (error) {
      showSnackbar({ message: error instanceof Error ? error.message : t('downloadFailed'), color: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div data-testid="takings">
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 max-w-prose text-text-muted">{t('lead')}</p>
      <div className="mt-5 space-y-5">
        <PeriodPicker range={range} onChange={setRange}>
          <Button variant="secondary" onClick={() => void download()} loading={downloading} disabled={!valid} title={t('downloadHint')}>
            <Icon path={mdiDownload} size={18} />
            {t('download')}
          </Button>
        </PeriodPicker>
        {!valid ? (
          <Alert tone="error">{t('badRange')}</Alert>
        ) : query.isPending ? (
          <Skeleton className="h-72" rounded="rounded-3xl" />
        ) : query.isError ? (
          <Alert tone="error" action={<Button variant="outline" size="sm" onClick={() => void query.refetch()}>{t('retry')}</Button>}>
            {query.error.message}
          </Alert>
        ) : (
          <div aria-busy={query.isFetching} className={cx('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            <p className="mb-3 text-sm font-semibold text-text-muted" data-testid="takings-period">
              {range.from === range.to ? formatCalendarDate(range.from, 'en-GB') : t('period', { from: formatCalendarDate(range.from, 'en-GB'), to: formatCalendarDate(range.to, 'en-GB') })}
            </p>
            <Report takings={query.data} />
          </div>
        )}
      </div>
    </div>
  );
}
