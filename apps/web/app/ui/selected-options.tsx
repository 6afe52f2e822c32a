import { formatPrice, type SelectedOption } from '@platter/domain';
import { useTranslation } from '../i18n/react.tsx';
import { registerCatalogues } from '../i18n/index.ts';
import { cx } from './cx.ts';

// Its texts travel with the routes that show it (cart, orders).
registerCatalogues(import.meta.glob('../i18n/en-GB/cart.json', { eager: true, import: 'default' }));

/** The chosen values per option, in the order kept. */
function groupByOption(options: readonly SelectedOption[]): { optionId: string; optionName: string; values: SelectedOption[] }[] {
  const groups: { optionId: string; optionName: string; values: SelectedOption[] }[] = [];
  for (const option of options) {
    const group = groups.find((g) => g.optionId === option.optionId);
    if (group) group.values.push(option);
    else groups.push({ optionId: option.optionId, optionName: option.optionName, values: [option] });
  }
  return groups;
}

/**
 * A line's choices, grouped: 'Sauces: House, Chipotle Mayo (+£0.50)' (a cheaper choice reads
 * '(−£1.10)'). Nothing when there are none. Used by the cart and the order details.
 */
export function SelectedOptionsList({
  options,
  currencySymbol,
  className,
}: {
  options: readonly SelectedOption[];
  currencySymbol: string;
  className?: string;
}) {
  const { t } = useTranslation('cart');
  const groups = groupByOption(options);
  if (groups.length === 0) return null;
  const adjustmentText = (adjustment: number) => {
    if (adjustment === 0) return null;
    const price = formatPrice(Math.abs(adjustment), currencySymbol);
    return adjustment > 0 ? t('optionAdjustment', { price }) : t('optionAdjustmentNegative', { price });
  };
  return (
    <ul className={cx('space-y-0.5 text-sm text-text-muted', className)}>
      {groups.map((group) => (
        <li key={group.optionId}>
          <span className="font-medium text-text/75">{group.optionName}:</span>{' '}
          {group.values.map((option, index) => {
            const adjustment = adjustmentText(option.priceAdjustment);
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
  );
}
