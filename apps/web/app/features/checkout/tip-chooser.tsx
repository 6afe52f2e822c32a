import { formatPrice, maxCustomTipMinor, percentTipMinor, tipBaseMinor, tipFor, toMajor, toMinor, type Minor, type OrderPricing, type OrderType, type TipChoice, type TipSettings } from '@platter/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { inputClasses } from '../../ui/form-field.tsx';

/** The chooser's state: a preset, a custom amount as typed, or no tip. */
export type TipSelection = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'custom'; text: string };

/** A typed amount in minor units: digits with at most two decimals; null otherwise. */
function typedMinor(text: string): Minor | null {
  const normal = text.trim().replace(',', '.');
  if (normal === '') return 0;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normal)) return null;
  return toMinor(Number(normal));
}

/**
 * The tip the selection comes to on this order (the domain's `tipFor`, as the server works it
 * out), with what is wrong with a custom amount. No tip where the restaurant takes none.
 */
export function tipOf(
  settings: TipSettings,
  orderType: OrderType,
  pricing: Pick<OrderPricing, 'subtotalMinor' | 'discountMinor'>,
  selection: TipSelection,
): { choice: TipChoice; tipMinor: Minor; problem: 'invalid' | 'tooLarge' | null } {
  let choice: TipChoice = { kind: 'none' };
  if (selection.kind === 'percent') choice = selection;
  if (selection.kind === 'custom') {
    const amountMinor = typedMinor(selection.text);
    if (amountMinor === null) return { choice: { kind: 'none' }, tipMinor: 0, problem: 'invalid' };
    choice = { kind: 'custom', amountMinor };
  }
  const result = tipFor(settings, orderType, pricing, choice);
  if (result.problem) return { choice: { kind: 'none' }, tipMinor: 0, problem: result.problem.kind === 'tooLarge' ? 'tooLarge' : null };
  return { choice, tipMinor: result.tipMinor, problem: null };
}

/** Checkout's 'Add a tip': the restaurant's presets, a custom amount (where allowed) and 'No tip'. */
export function TipChooser({
  settings,
  orderType,
  pricing,
  currencySymbol,
  selection,
  onChange,
}: {
  settings: TipSettings;
  orderType: OrderType;
  pricing: Pick<OrderPricing, 'subtotalMinor' | 'discountMinor'>;
  currencySymbol: string;
  selection: TipSelection;
  onChange: (next: TipSelection) => void;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [customText, setCustomText] = useState(selection.kind === 'custom' ? selection.text : '');
  const price = (minor: number) => formatPrice(toMajor(minor), currencySymbol);
  const base = tipBaseMinor(pricing);
  const custom = selection.kind === 'custom' ? tipOf(settings, orderType, pricing, selection) : null;
  const options: { key: string; label: string; amount: string | null; active: boolean; pick: () => void }[] = [
    ...settings.presets.map((percent) => ({
      key: `p${percent}`,
      label: `${percent}%`,
      amount: price(percentTipMinor(base, percent)),
      active: selection.kind === 'percent' && selection.percent === percent,
      pick: () => onChange({ kind: 'percent', percent }),
    })),
    ...(settings.allowCustom
      ? [{ key: 'custom', label: t('tip.custom'), amount: null, active: selection.kind === 'custom', pick: () => onChange({ kind: 'custom', text: customText }) }]
      : []),
    { key: 'none', label: t('tip.none'), amount: null, active: selection.kind === 'none', pick: () => onChange({ kind: 'none' }) },
  ];
  const error = custom?.problem === 'invalid' ? t('tip.invalid') : custom?.problem === 'tooLarge' ? t('tip.tooLarge', { amount: price(maxCustomTipMinor(pricing)) }) : null;
  return (
    <fieldset className="rounded-2xl border border-border/80 bg-background/60 p-4" data-testid="tip-chooser">
      <legend className="sr-only">{t('tip.title')}</legend>
      <p aria-hidden="true" className="text-sm font-semibold">
        {t('tip.title')}
      </p>
      <p className="mt-0.5 text-xs text-text-muted">{t('tip.hint')}</p>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {options.map((option) => (
          <label
            key={option.key}
            className={cx(
              'flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl border px-1 py-1.5 text-center text-sm font-semibold transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/25',
              option.active ? 'border-primary bg-primary text-on-primary dark:border-accent dark:bg-accent dark:text-on-accent' : 'border-border bg-surface text-text hover:border-primary/60',
            )}
            data-testid={`tip-${option.key}`}
          >
            <input type="radio" name={`${id}-tip`} checked={option.active} onChange={option.pick} className="sr-only" />
            <span>{option.label}</span>
            {option.amount ? <span className={cx('text-xs font-medium tabular-nums', option.active ? 'opacity-90' : 'text-text-muted')}>{option.amount}</span> : null}
          </label>
        ))}
      </div>
      {selection.kind === 'custom' ? (
        <div className="mt-3">
          <label htmlFor={`${id}-custom`} className="mb-1.5 block text-sm font-semibold">
            {t('tip.customLabel', { symbol: currencySymbol })}
          </label>
          <input
            id={`${id}-custom`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={customText}
            onChange={(event) => {
              setCustomText(event.target.value);
              onChange({ kind: 'custom', text: event.target.value });
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-custom-message`}
            className={inputClasses(Boolean(error), 'tabular-nums')}
            data-testid="tip-custom-input"
          />
          <p id={`${id}-custom-message`} className={cx('mt-1.5 text-sm', error ? 'font-medium text-error' : 'text-text-muted')}>
            {error ?? t('tip.customMax', { amount: price(maxCustomTipMinor(pricing)) })}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
