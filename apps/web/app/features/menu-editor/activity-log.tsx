/**
 * Activity (the Owner's): the menu's audit log, newest first, 50 at a time with 'Show older
 * changes'; each entry says who, what, which dish or category and when, and what changed from
 * before to after.
 */
import { currentLanguage } from '../../i18n/index.ts';
import { formatPrice } from '@platter/domain';
import { formatInZone } from '@platter/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRestaurant } from '../../lib/restaurant.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { getAuditPage } from '../../staff-area/menu-editor-api.ts';
import type { AuditEntry } from '../../staff-area/menu-editor-api.ts';
import { changesOf, entryName } from './activity-model.ts';
import { menuEditorKeys } from '../../lib/api/query-keys.ts';

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('staffMenu');
  const changes = changesOf(entry.before, entry.after);
  const name = entryName(entry.before, entry.after);
  const when = new Date(entry.at);
  const restaurant = useRestaurant();
  const symbol = restaurant?.currency.symbol ?? '';
  /** A value as read: Yes / No, prices with the currency, '(nothing)' for none. */
  const shown = (field: string, value: string | null) => {
    if (value === null || value === '') return t('activity.nothing');
    if (value === 'true' || value === 'false') return t(`activity.${value === 'true' ? 'yes' : 'no'}`);
    if (field === 'price' && Number.isFinite(Number(value))) return formatPrice(Number(value), symbol);
    return value;
  };
  return (
    <li className="rounded-2xl border border-border/80 bg-surface p-4 shadow-card" data-testid="audit-entry">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold">
          {t('activity.entry', { who: entry.by?.name ?? t('activity.someone'), action: entry.action, entity: entry.entity })}
          {name ? <span className="font-normal text-text-muted"> · {name}</span> : null}
        </span>
        <time dateTime={entry.at} className="text-sm text-text-muted tabular-nums">
          {formatInZone(when, 'stamp', restaurant?.timeZone, currentLanguage())}
        </time>
      </p>
      {changes.length > 0 ? (
        <table className="mt-2 w-full table-fixed text-left text-sm">
          <thead className="text-xs text-text-muted">
            <tr>
              <th scope="col" className="w-1/4 py-1 pr-2 font-semibold">
                <span className="sr-only">{t('activity.field')}</span>
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t('activity.before')}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t('activity.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} className="border-t border-border/60 align-top">
                <th scope="row" className="py-1.5 pr-2 font-semibold break-words">
                  {t(`activity.fields.${change.field}`, { defaultValue: change.field })}
                </th>
                <td className="py-1.5 pr-2 break-words text-text-muted">{shown(change.field, change.before)}</td>
                <td className="py-1.5 break-words">{shown(change.field, change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

export function ActivityLog() {
  const { t } = useTranslation('staffMenu');
  const headingId = useId();
  const audit = useInfiniteQuery({
    queryKey: menuEditorKeys.audit(),
    queryFn: ({ pageParam }) => getAuditPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    staleTime: 0,
  });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby={headingId} className="max-w-3xl" data-testid="activity-log">
      <h2 id={headingId} className="font-display text-xl font-semibold">
        {t('activity.title')}
      </h2>
      <p className="mt-1 text-sm text-text-muted">{t('activity.lead')}</p>
      {audit.isPending ? (
        <div className="mt-4 space-y-3" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-24" rounded="rounded-2xl" />
          ))}
        </div>
      ) : audit.isError ? (
        <Alert tone="error" className="mt-4" action={<Button variant="outline" size="sm" onClick={() => void audit.refetch()}>{t('retry')}</Button>}>
          {audit.error.message}
        </Alert>
      ) : entries.length === 0 ? (
        <p className="mt-6 text-text-muted">{t('activity.none')}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {entries.map((entry) => (
            <Entry key={entry._id} entry={entry} />
          ))}
        </ol>
      )}
      {audit.hasNextPage ? (
        <Button variant="outline" className="mt-4" loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
          {t('activity.more')}
        </Button>
      ) : null}
    </section>
  );
}
