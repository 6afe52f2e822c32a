/**
 * /staff/menu for Owner and Manager (issue 26): the menu editor. Categories on one side (the
 * top on a phone), the chosen category's dishes on the other; a dish opens its form in place of
 * the lists. The Owner also has Activity (the audit log). Loaded lazily, only for these roles:
 * Staff keep the sold-out switches (staff-menu-page.tsx) and never download this.
 */
import type { StaffRole } from '@platter/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { registerCatalogues } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useRestaurant } from '../../lib/restaurant.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SEGMENT_TRAY, segmentClasses } from '../../staff-area/segments.ts';
import { STAFF_PAGE } from '../../staff-area/staff-skeleton.tsx';
import { ActivityLog } from './activity-log.tsx';
import { getStaffMenu } from '../../staff-area/menu-editor-api.ts';
import { CategoryList } from './category-list.tsx';
import { ROLES_THAT_READ_AUDIT, type EditorProduct } from '../../staff-area/menu-editor-api.ts';
import { DishEditor } from './dish-editor.tsx';
import { DishList } from './dish-list.tsx';
import { dishesOf, sortedCategories } from './menu-cache.ts';
import { menuEditorKeys } from '../../lib/api/query-keys.ts';

// The sold-out switches are the kitchen's page too: one component, fetched when the view opens.
const SoldOutSwitches = lazy(() => import('./staff-menu-page.tsx'));

type View = 'menu' | 'sold-out' | 'activity';

registerCatalogues(import.meta.glob('../../i18n/en-GB/staffMenu.json', { eager: true, import: 'default' }));

type Editing = { product: EditorProduct | null; categoryId: string | null };

function EditorSkeleton() {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]" aria-hidden="true">
      <Skeleton className="h-80" rounded="rounded-2xl" />
      <div className="space-y-2">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-20" rounded="rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

function MenuView() {
  const { t } = useTranslation('staffMenu');
  const symbol = useRestaurant()?.currency.symbol ?? '';
  const menu = useQuery({ queryKey: menuEditorKeys.menu(), queryFn: getStaffMenu, staleTime: 0 });
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const categories = useMemo(() => sortedCategories(menu.data), [menu.data]);
  const counts = useMemo(() => Object.fromEntries(categories.map((c) => [c._id, dishesOf(menu.data, c._id).length])), [categories, menu.data]);
  const selected = categories.find((c) => c._id === chosen) ?? categories[0] ?? null;

  if (menu.isPending) return <EditorSkeleton />;
  if (menu.isError) {
    return (
      <Alert tone="error" className="mt-6" action={<Button variant="outline" size="sm" onClick={() => void menu.refetch()}>{t('retry')}</Button>}>
        {menu.error.message}
      </Alert>
    );
  }

  const live = (
    <p role="status" aria-live="polite" className="sr-only" data-testid="reorder-announcement">
      {announcement}
    </p>
  );
  if (editing) {
    return (
      <div className="mt-4">
        {live}
        <DishEditor
          key={editing.product?._id ?? 'new'}
          product={editing.product}
          categoryId={editing.categoryId}
          categories={categories}
          symbol={symbol}
          onClose={() => setEditing(null)}
        />
      </div>
    );
  }
  return (
    <div className="mt-5 grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
      {live}
      <CategoryList categories={categories} counts={counts} selectedId={selected?._id ?? null} onSelect={setChosen} announce={setAnnouncement} />
      {selected ? (
        <DishList
          key={selected._id}
          categoryId={selected._id}
          categoryName={selected.name}
          dishes={dishesOf(menu.data, selected._id)}
          symbol={symbol}
          onEdit={(product) => setEditing({ product, categoryId: selected._id })}
          onAdd={() => setEditing({ product: null, categoryId: selected._id })}
          announce={setAnnouncement}
        />
      ) : null}
    </div>
  );
}

export default function MenuEditorPage({ role }: { role: StaffRole }) {
  const { t } = useTranslation('staffMenu');
  const [params, setParams] = useSearchParams();
  const mayReadAudit = (ROLES_THAT_READ_AUDIT as readonly StaffRole[]).includes(role);
  const views: View[] = mayReadAudit ? ['menu', 'sold-out', 'activity'] : ['menu', 'sold-out'];
  const asked = params.get('view');
  const view: View = views.find((option) => option === asked) ?? 'menu';
  const labels: Record<View, string> = { menu: t('dishesView'), 'sold-out': t('soldOutView'), activity: t('activityView') };
  return (
    <div className={cx(STAFF_PAGE, 'pb-10 pt-5')} data-testid="menu-editor">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-text-muted">{t('lead')}</p>
        </div>
        <nav aria-label={t('views')} className={cx('inline-flex gap-1', SEGMENT_TRAY)}>
          {views.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setParams(option === 'menu' ? {} : { view: option }, { replace: true })}
              className={segmentClasses(view === option, 'h-11 px-4 text-sm')}
            >
              {labels[option]}
            </button>
          ))}
        </nav>
      </div>
      {view === 'activity' ? <div className="mt-5"><ActivityLog /></div> : null}
      {view === 'sold-out' ? (
        <Suspense fallback={<EditorSkeleton />}>
          <SoldOutSwitches embedded />
        </Suspense>
      ) : null}
      {view === 'menu' ? <MenuView /> : null}
    </div>
  );
}
