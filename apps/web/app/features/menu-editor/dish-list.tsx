/**
 * One category's dishes as cards (photo, name, price, badges: hidden, sold out, featured,
 * archived), in menu order: a tap opens the dish form; reorder by the grip or Move up / Move
 * down (optimistic, PUT /staff/menu/products/order, the new position announced); Add dish.
 */
import { mdiPlus } from '@mdi/js';
import { formatPrice } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { orderProducts } from '../../staff-area/menu-editor-api.ts';
import type { EditorProduct, StaffMenu } from '../../staff-area/menu-editor-api.ts';
import { storeDishOrder } from './menu-cache.ts';
import { DragGrip, MoveButtons } from './reorder-controls.tsx';
import { inOrder, moveId, useDragReorder } from './reorder.ts';
import { menuEditorKeys } from '../../lib/api/query-keys.ts';

const BADGE = 'inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold ring-1 ring-inset';

function Badges({ product }: { product: EditorProduct }) {
  const { t } = useTranslation('staffMenu');
  const badges: [string, string][] = [];
  if (product.archivedAt) badges.push([t('dishes.archived'), 'bg-text/10 text-text ring-border']);
  else if (!product.isActive) badges.push([t('dishes.hidden'), 'bg-text/10 text-text ring-border']);
  if (!product.isAvailable) badges.push([t('dishes.soldOut'), 'bg-error/10 text-text ring-error/40']);
  if (product.isFeatured) badges.push([t('dishes.featured'), 'bg-accent/15 text-text ring-accent/40']);
  if (badges.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map(([label, tone]) => (
        <span key={label} className={cx(BADGE, tone)}>
          {label}
        </span>
      ))}
    </span>
  );
}

function useDishOrder(categoryId: string) {
  const { t } = useTranslation('staffMenu');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => orderProducts(categoryId, ids),
    onMutate: (ids) => {
      const before = queryClient.getQueryData<StaffMenu>(menuEditorKeys.menu())?.products ?? [];
      storeDishOrder(queryClient, ids);
      return { before };
    },
    onError: (error, _ids, context) => {
      if (context) queryClient.setQueryData<StaffMenu>(menuEditorKeys.menu(), (menu) => (menu ? { ...menu, products: context.before } : menu));
      if (!isSessionEnded(error)) showSnackbar({ message: failureMessage(error, { unreachable: t('orderFailed') }), color: 'error', multiline: true });
    },
  });
}

export function DishList({
  categoryId,
  categoryName,
  dishes,
  symbol,
  onEdit,
  onAdd,
  announce,
}: {
  categoryId: string;
  categoryName: string;
  dishes: EditorProduct[];
  symbol: string;
  onEdit: (product: EditorProduct) => void;
  onAdd: () => void;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation('staffMenu');
  const headingId = useId();
  const order = useDishOrder(categoryId);
  const ids = dishes.map((d) => d._id);
  const commit = (next: string[], movedId: string) => {
    order.mutate(next);
    const name = dishes.find((d) => d._id === movedId)?.name ?? '';
    announce(t('moved', { name, position: next.indexOf(movedId) + 1, count: next.length }));
  };
  const drag = useDragReorder(ids, commit);
  const shown = inOrder(dishes, drag.order);

  return (
    <section aria-labelledby={headingId} className="min-w-0" data-testid="dish-list">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {t('dishes.title', { name: categoryName })}
        </h2>
        <Button onClick={onAdd}>
          <Icon path={mdiPlus} size={20} />
          {t('dishes.add')}
        </Button>
      </div>
      {dishes.length === 0 ? <p className="rounded-2xl border border-dashed border-border p-6 text-center text-text-muted">{t('dishes.none')}</p> : null}
      <ul ref={(node) => void (drag.listRef.current = node)} className="flex max-w-3xl flex-col gap-2">
        {shown.map((product, index) => (
          <li
            key={product._id}
            data-reorder-id={product._id}
            data-testid="dish-card"
            className={cx(
              'flex items-center gap-2 rounded-2xl border border-border/80 bg-surface p-2 pr-1 shadow-card sm:gap-3',
              drag.dragged === product._id && 'shadow-card-hover ring-2 ring-primary/40',
            )}
          >
            <DragGrip name={product.name} {...drag.handleProps(product._id)} />
            <button
              type="button"
              onClick={() => onEdit(product)}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-xl text-left"
            >
              <span aria-hidden="true" className="w-14 shrink-0 sm:w-16">
                <ProductImage src={product.imageUrl} alt="" width={96} height={96} className={cx('w-full rounded-xl', (!product.isActive || !product.isAvailable) && 'opacity-60')} />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate font-semibold">
                  <span className="sr-only">{t('dishes.editPrefix')} </span>
                  {product.name}
                </span>
                <span className="text-sm text-text-muted tabular-nums">
                  {formatPrice(product.price, symbol)}
                  {product.options.length > 0 ? ` · ${t('dishes.options', { count: product.options.length })}` : ''}
                </span>
                <Badges product={product} />
              </span>
            </button>
            <MoveButtons name={product.name} index={index} count={shown.length} onMove={(to) => commit(moveId(ids, index, to), product._id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
