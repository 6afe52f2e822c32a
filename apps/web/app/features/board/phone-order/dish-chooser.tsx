import { formatPrice, type Product, type SelectedOption } from '@platter/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/button.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { OptionGroupFields } from '../../../ui/option-group-field.tsx';
import { useProductSelection } from '../../../lib/use-product-selection.ts';

/** One dish's choices, as the product page offers them (the domain's option rules), and its quantity. */
function DishChoices({ product, symbol, onAdd, onCancel }: { product: Product; symbol: string; onAdd: (options: SelectedOption[], quantity: number) => void; onCancel: () => void }) {
  const { t } = useTranslation('staff');
  const choice = useProductSelection(product, symbol);
  const incomplete = choice.belowMinimum.size > 0;
  return (
    <div className="rounded-2xl border border-primary/40 bg-surface p-3" data-testid="dish-choices">
      <p className="font-semibold">{product.name}</p>
      <OptionGroupFields className="mt-3 space-y-3" groups={product.options} choice={choice} currencySymbol={symbol} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <QuantityStepper
          value={choice.quantity}
          onDecrease={() => choice.setQuantity(choice.quantity - 1)}
          onIncrease={() => choice.setQuantity(choice.quantity + 1)}
          decreaseLabel={t('phoneOrder.less')}
          increaseLabel={t('phoneOrder.more')}
          quantityLabel={t('phoneOrder.quantity')}
        />
        <Button type="button" disabled={incomplete} onClick={() => onAdd(choice.selectedOptions, choice.quantity)} data-testid="add-dish">
          {t('phoneOrder.add', { total: choice.totalText })}
        </Button>
        <Button type="button" variant="text" onClick={onCancel}>
          {t('phoneOrder.cancelDish')}
        </Button>
      </div>
    </div>
  );
}

/** Today's dishes to pick from (search by name); a tap opens its choices. */
export function DishChooser({ products, symbol, onAdd }: { products: readonly Product[]; symbol: string; onAdd: (product: Product, options: SelectedOption[], quantity: number) => void }) {
  const { t } = useTranslation('staff');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Product | null>(null);
  const wanted = query.trim().toLowerCase();
  const shown = products.filter((p) => p.isActive && p.isAvailable && (!wanted || p.name.toLowerCase().includes(wanted)));
  return (
    <section aria-label={t('phoneOrder.menu')} className="flex min-h-0 flex-col gap-2">
      <SearchField id="phone-order-search" label={t('phoneOrder.searchLabel')} clearLabel={t('search.clear')} placeholder={t('phoneOrder.searchPlaceholder')} value={query} onChange={setQuery} />
      {open ? (
        <DishChoices
          key={open._id}
          product={open}
          symbol={symbol}
          onCancel={() => setOpen(null)}
          onAdd={(options, quantity) => {
            onAdd(open, options, quantity);
            setOpen(null);
          }}
        />
      ) : null}
      <ul className="grid gap-1.5 sm:grid-cols-2 lg:grid-cols-1 lg:overflow-y-auto" data-testid="phone-order-dishes">
        {shown.map((product) => (
          <li key={product._id}>
            <button
              type="button"
              onClick={() => setOpen(product)}
              className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border border-border bg-surface px-3.5 py-2 text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              <span className="min-w-0 truncate font-medium">{product.name}</span>
              <span className="shrink-0 tabular-nums text-text-muted">{formatPrice(product.price, symbol)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
