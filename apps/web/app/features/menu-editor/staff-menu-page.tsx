import { formatPrice, type Product } from '@platter/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { getCategories } from '../../lib/api/get-categories.ts';
import { getMenuProducts } from '../../lib/api/get-menu-products.ts';
import { staffKeys } from '../../lib/api/query-keys.ts';
import { setProductAvailability } from '../../lib/api/set-product-availability.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { ProductImage } from '../../ui/product-image.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Switch } from '../../ui/switch.tsx';
import { SEGMENT_TRAY, segmentClasses } from '../../staff-area/segments.ts';
import { STAFF_PAGE } from '../../staff-area/staff-skeleton.tsx';
import { staffMenuSections } from './staff-menu-model.ts';

/** One dish's availability in the menu cache. */
function withAvailability(list: Product[] | undefined, productId: string, isAvailable: boolean): Product[] | undefined {
  return list?.map((p) => (p._id === productId ? { ...p, isAvailable } : p));
}

/**
 * PATCH /staff/products/{id}/availability, optimistic: the switch moves at once and moves back
 * (with the reason) if the server refuses; the answer's dish then replaces it.
 */
function useAvailability(product: Product) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAvailable: boolean) => setProductAvailability(product._id, isAvailable),
    onMutate: async (isAvailable) => {
      await queryClient.cancelQueries({ queryKey: staffKeys.menu() });
      const before = queryClient.getQueryData<Product[]>(staffKeys.menu())?.find((p) => p._id === product._id)?.isAvailable ?? product.isAvailable;
      queryClient.setQueryData<Product[]>(staffKeys.menu(), (list) => withAvailability(list, product._id, isAvailable));
      return { before };
    },
    onError: (error, _isAvailable, context) => {
      queryClient.setQueryData<Product[]>(staffKeys.menu(), (list) => withAvailability(list, product._id, context?.before ?? product.isAvailable));
      if (!isSessionEnded(error)) showSnackbar({ message: failureMessage(error, { unreachable: t('menu.saveFailed') }), color: 'error', multiline: true });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Product[]>(staffKeys.menu(), (list) => list?.map((p) => (p._id === saved._id ? saved : p)));
      showSnackbar({ message: saved.isAvailable ? t('menu.backOn', { name: saved.name }) : t('menu.soldOutNow', { name: saved.name }), color: 'success', timeout: 2500 });
    },
  });
}

function DishRow({ product, currencySymbol }: { product: Product; currencySymbol: string }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const availability = useAvailability(product);
  const available = product.isAvailable;
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:gap-4" data-testid="staff-dish" data-available={available}>
      <ProductImage src={product.thumbnailUrl ?? product.imageUrl} alt="" width={96} height={96} className={cx('w-12 shrink-0 rounded-xl sm:w-14', !available && 'opacity-50 grayscale')} />
      <div className="min-w-0 flex-1">
        <p id={`${id}-name`} className={cx('truncate font-semibold', !available && 'text-text-muted')}>
          {product.name}
        </p>
        <p className="text-sm text-text-muted tabular-nums">
          {formatPrice(product.price, currencySymbol)}
          {available ? null : <span className="font-semibold text-error sm:hidden"> · {t('menu.soldOut')}</span>}
        </p>
      </div>
      <span
        id={`${id}-state`}
        className={cx(
          'hidden rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset sm:inline-flex',
          available ? 'bg-success/10 text-text ring-success/40' : 'bg-error/10 text-text ring-error/40',
        )}
      >
        {available ? t('menu.available') : t('menu.soldOut')}
      </span>
      <Switch
        checked={available}
        tone="success"
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-state`}
        aria-busy={availability.isPending || undefined}
        disabled={availability.isPending}
        onCheckedChange={(next) => availability.mutate(next)}
      />
    </li>
  );
}

function MenuSkeleton() {
  return (
    <div className="mt-6 space-y-3" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-16" rounded="rounded-2xl" />
      ))}
    </div>
  );
}

/** /staff/menu: every dish with its Available / Sold out switch, by category, with a search box. */
/**
 * The sold-out switches. Staff have them as their whole Menu page; Owner and Manager reach them
 * as the editor's "Sold out" view (`embedded`: the editor's heading and page frame stand above).
 */
export default function StaffMenuPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation('staff');
  const restaurant = useRestaurant();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [soldOutOnly, setSoldOutOnly] = useState(false);
  const products = useQuery({ queryKey: staffKeys.menu(), queryFn: () => getMenuProducts(undefined, t('menu.loadFailed')), staleTime: 0 });
  const categories = useQuery({ queryKey: staffKeys.categories(), queryFn: () => getCategories(undefined, t('menu.loadFailed')) });
  const sections = useMemo(
    () => staffMenuSections(categories.data ?? [], products.data ?? [], { search, soldOutOnly }),
    [categories.data, products.data, search, soldOutOnly],
  );
  const total = products.data?.filter((p) => p.isActive).length ?? 0;
  const soldOut = products.data?.filter((p) => p.isActive && !p.isAvailable).length ?? 0;
  const symbol = restaurant?.currency.symbol ?? '';

  let body;
  if (products.isPending || categories.isPending) body = <MenuSkeleton />;
  else if (products.isError) {
    body = (
      <Alert tone="error" className="mt-6" action={<Button variant="outline" size="sm" onClick={() => void products.refetch()}>{t('board.retry')}</Button>}>
        {products.error.message}
      </Alert>
    );
  } else if (sections.length === 0) body = <p className="mt-10 text-center text-text-muted">{soldOutOnly && !search ? t('menu.noneSoldOut') : t('menu.noMatch')}</p>;
  else {
    const list = sections.map((section) => (
      <section key={section.id} aria-labelledby={`${searchId}-${section.id}`} className="mb-6 break-inside-avoid">
        <h2 id={`${searchId}-${section.id}`} className="mb-2 px-1 text-sm font-bold tracking-wide text-text-muted">
          {section.name ?? t('menu.other')}
        </h2>
        <ul className="divide-y divide-border/70 overflow-hidden rounded-2xl border border-border/80 bg-surface shadow-card">
          {section.products.map((product) => (
            <DishRow key={product._id} product={product} currencySymbol={symbol} />
          ))}
        </ul>
      </section>
    ));
    body = <div className="mt-6 lg:columns-2 lg:gap-6">{list}</div>;
  }

  return (
    <div className={embedded ? 'mt-5' : cx(STAFF_PAGE, 'pb-10 pt-5')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        {embedded ? null : <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('menu.title')}</h1>}
        {products.data ? (
          <p className="text-sm text-text-muted" data-testid="menu-summary">
            {t('menu.summary', { count: total, soldOut })}
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-text-muted">{t('menu.lead')}</p>
      <div className="mt-5 flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          id={searchId}
          label={t('menu.search')}
          clearLabel={t('menu.clearSearch')}
          value={search}
          onChange={setSearch}
          placeholder={t('menu.searchPlaceholder')}
        />
        <div role="group" aria-label={t('menu.show')} className={cx('inline-flex gap-1 self-start sm:self-auto', SEGMENT_TRAY)}>
          {[false, true].map((only) => (
            <button
              key={String(only)}
              type="button"
              aria-pressed={soldOutOnly === only}
              onClick={() => setSoldOutOnly(only)}
              className={segmentClasses(soldOutOnly === only, 'h-10 px-4 text-sm')}
            >
              {only ? t('menu.soldOutOnly', { count: soldOut }) : t('menu.all')}
            </button>
          ))}
        </div>
      </div>
      {body}
    </div>
  );
}
