import { mdiDeleteOutline, mdiMinus, mdiPlus } from '@mdi/js';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

/**
 * − quantity + (the caller decides what minus at the minimum means: the product page stops
 * at 1; the cart asks to remove the line and then shows a bin on the minus button).
 */
export function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  decreaseLabel,
  increaseLabel,
  quantityLabel,
  min = 1,
  max = 99,
  decreaseRemoves = false,
  disabled = false,
  size = 'md',
  className,
}: {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** Accessible name of the number between the buttons, e.g. 'Quantity'. */
  quantityLabel: string;
  min?: number;
  max?: number;
  /** Minus at the minimum stays enabled (it removes) and shows a bin. */
  decreaseRemoves?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const button = cx(
    'inline-flex items-center justify-center rounded-full text-text transition-colors hover:bg-primary/10 active:bg-primary/15',
    'disabled:pointer-events-none disabled:opacity-35 dark:hover:bg-text/10',
    size === 'sm' ? 'size-8' : 'size-10',
  );
  const atMin = value <= min;
  return (
    <div
      role="group"
      aria-label={quantityLabel}
      className={cx('inline-flex items-center rounded-full border border-border bg-surface p-0.5', className)}
    >
      <button
        type="button"
        className={button}
        aria-label={decreaseLabel}
        title={decreaseLabel}
        disabled={disabled || (atMin && !decreaseRemoves)}
        onClick={onDecrease}
      >
        <Icon path={atMin && decreaseRemoves ? mdiDeleteOutline : mdiMinus} size={size === 'sm' ? 18 : 20} />
      </button>
      <output
        aria-live="polite"
        aria-label={`${quantityLabel}: ${value}`}
        className={cx('text-center font-semibold tabular-nums', size === 'sm' ? 'min-w-7 text-sm' : 'min-w-9 text-base')}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={increaseLabel}
        title={increaseLabel}
        disabled={disabled || value >= max}
        onClick={onIncrease}
      >
        <Icon path={mdiPlus} size={size === 'sm' ? 18 : 20} />
      </button>
    </div>
  );
}
