import { formatPrice, type Order } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import type { RefundQuantities } from './refund-model.ts';

/**
 * Refund by items: a checkbox per order line (its quantity and subtotal), and for a line of more
 * than one, how many of them. Ticking a line refunds all of it until fewer are chosen.
 */
export function RefundItems({
  order,
  quantities,
  onChange,
  error,
  errorId,
}: {
  order: Order;
  quantities: RefundQuantities;
  onChange: (next: RefundQuantities) => void;
  error: string | null;
  errorId: string;
}) {
  const { t } = useTranslation('staff');
  const set = (itemId: string, quantity: number) => onChange({ ...quantities, [itemId]: quantity });
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-testid="refund-items">
      <legend className="mb-1.5 text-sm font-semibold">{t('refund.itemsLabel')}</legend>
      <ul className={cx('divide-y divide-border/70 rounded-2xl border', error ? 'border-error' : 'border-border/80')}>
        {order.items.map((item) => {
          const chosen = quantities[item._id] ?? 0;
          const id = `refund-item-${item._id}`;
          return (
            <li key={item._id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
              <input
                id={id}
                type="checkbox"
                checked={chosen > 0}
                onChange={(event) => set(item._id, event.target.checked ? item.quantity : 0)}
                className="size-5 shrink-0 accent-[var(--color-primary)]"
              />
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer leading-snug">
                <span className="font-semibold">{t('refund.line', { quantity: item.quantity, name: item.productName })}</span>
                <span className="ml-2 tabular-nums text-text-muted">{formatPrice(item.itemSubtotal, order.currency.symbol)}</span>
              </label>
              {chosen > 0 && item.quantity > 1 ? (
                <select
                  aria-label={t('refund.quantityLabel', { name: item.productName })}
                  value={chosen}
                  onChange={(event) => set(item._id, Number(event.target.value))}
                  className="h-11 rounded-xl border border-border bg-surface px-3 text-base font-semibold text-text"
                >
                  {Array.from({ length: item.quantity }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
