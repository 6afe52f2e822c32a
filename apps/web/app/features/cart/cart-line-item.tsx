import { mdiDeleteOutline } from '@mdi/js';
import { formatPrice, toMajor, unitPriceMinor, type CartLine, type SelectedOption } from '@platter/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconButton } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';

/** '(+£0.50)', '(−£1.10)', or nothing. */
function adjustmentText(adjustment: number, symbol: string, t: (key: string, options: Record<string, string>) => string): string | null {
  if (adjustment === 0) return null;
  const price = formatPrice(Math.abs(adjustment), symbol);
  return adjustment > 0 ? t('optionAdjustment', { price }) : t('optionAdjustmentNegative', { price });
}

/** 'Sauces: House, Chipotle Mayo (+£0.50)': the chosen values per option, in the order kept. */
export function groupByOption(options: readonly SelectedOption[]): { optionId: string; optionName: string; values: SelectedOption[] }[] {
  const groups: { optionId: string; optionName: string; values: SelectedOption[] }[] = [];
  for (const option of options) {
    const group = groups.find((g) => g.optionId === option.optionId);
    if (group) group.values.push(option);
    else groups.push({ optionId: option.optionId, optionName: option.optionName, values: [option] });
  }
  return groups;
}

/** One cart line: image, name, chosen options with their price adjustments, unit price, subtotal and controls. */
export function CartLineItem({
  line,
  currencySymbol,
  onDecrease,
  onIncrease,
  onRemove,
}: {
  line: CartLine;
  currencySymbol: string;
  onDecrease: () => void;
  onIncrease: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('cart');
  const price = (value: number) => formatPrice(value, currencySymbol);
  const unitPrice = toMajor(unitPriceMinor(line.price, line.selectedOptions));
  const href = `/product/${encodeURIComponent(line.productId)}`;
  const groups = groupByOption(line.selectedOptions);
  return (
    <li className="flex gap-3 py-4 sm:gap-5 sm:py-5" data-testid="cart-line">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0 overflow-hidden rounded-2xl">
        <ProductImage src={line.imageUrl} alt="" width={160} height={160} className="size-20 sm:size-28" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 className="font-display text-lg font-semibold leading-snug">
              <Link to={href} className="hover:underline hover:underline-offset-4">
                {line.name}
              </Link>
            </h3>
            {groups.length > 0 ? (
              <ul className="mt-1 space-y-0.5 text-sm text-text-muted">
                {groups.map((group) => (
                  <li key={group.optionId}>
                    <span className="font-medium text-text/75">{group.optionName}:</span>{' '}
                    {group.values.map((option, index) => {
                      const adjustment = adjustmentText(option.priceAdjustment, currencySymbol, t);
                      return (
                        <span key={option.valueId}>
                          {index > 0 ? ', ' : null}
                          {option.valueLabel}
                          {adjustment ? <span className="whitespace-nowrap tabular-nums"> {adjustment}</span> : null}
                        </span>
                      );
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-1 text-sm tabular-nums text-text-muted">{t('each', { price: price(unitPrice) })}</p>
          </div>
          <IconButton label={t('remove', { name: line.name })} onClick={onRemove} className="-mr-2 -mt-1 text-text-muted hover:text-error">
            <Icon path={mdiDeleteOutline} size={22} />
          </IconButton>
        </div>
        <div className="mt-3 flex items-center justify-between gap-3">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            onDecrease={onDecrease}
            onIncrease={onIncrease}
            decreaseLabel={t('decrease')}
            increaseLabel={t('increase')}
            quantityLabel={t('quantityOf', { name: line.name })}
            decreaseRemoves
          />
          <p className="text-right">
            <span className="sr-only">{t('lineSubtotal')}: </span>
            <span className="text-lg font-bold tabular-nums" data-testid="line-subtotal">
              {price(line.itemSubtotal)}
            </span>
          </p>
        </div>
      </div>
    </li>
  );
}
