import { mdiDeleteOutline } from '@mdi/js';
import { formatPrice, toMajor, unitPriceMinor, type CartLine } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { IconButton } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { SelectedOptionsList } from '../../ui/selected-options.tsx';

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
            <SelectedOptionsList options={line.selectedOptions} currencySymbol={currencySymbol} className="mt-1" />
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
            // Minus stays a minus at 1 (it asks before removing): the bin above is the line's one delete.
            min={0}
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
