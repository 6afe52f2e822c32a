import { mdiAlert, mdiCheck, mdiInformationOutline } from '@mdi/js';
import { formatPrice, groupHint, isRequiredGroup, isSingleChoiceGroup, offersNoneChoice, type OptionGroup, type OptionSelection } from '@platter/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

/** '+£0.50', '−£1.10', or nothing for no change. */
export function priceAdjustmentText(adjustment: number, symbol: string): string | null {
  if (adjustment === 0) return null;
  return `${adjustment > 0 ? '+' : '−'}${formatPrice(Math.abs(adjustment), symbol)}`;
}

/** One tappable choice: a radio or checkbox drawn as a bordered row, its label and price. */
function ChoiceRow({
  type,
  name,
  value,
  checked,
  onChange,
  children,
  adjustment,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  adjustment?: string | null;
}) {
  const single = type === 'radio';
  return (
    <label
      className={cx(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
        checked ? 'border-primary bg-primary/6 dark:border-accent dark:bg-accent/10' : 'border-border hover:border-text/30 hover:bg-text/3',
      )}
    >
      <input type={type} name={name} value={value} checked={checked} onChange={onChange} className="peer sr-only" />
      <span
        aria-hidden="true"
        className={cx(
          'inline-flex size-5 shrink-0 items-center justify-center border-2 transition-colors',
          single ? 'rounded-full' : 'rounded-md',
          checked ? 'border-primary bg-primary text-on-primary dark:border-accent dark:bg-accent dark:text-black' : 'border-text/35',
        )}
      >
        {checked ? (
          single ? (
            <span className="size-2 rounded-full bg-current" />
          ) : (
            <Icon path={mdiCheck} size={14} />
          )
        ) : null}
      </span>
      <span className="min-w-0 flex-1 text-[0.9375rem] font-medium">{children}</span>
      {adjustment ? <span className="text-sm font-semibold tabular-nums text-text-muted">{adjustment}</span> : null}
    </label>
  );
}

/**
 * One option group: a radio group (maximum 1) or checkboxes, the group name as legend, its
 * '(Required)' and '(Choose …)' hints, and the warnings of spec 5. An optional single choice
 * starts with 'None', so an extra is only ever added by the diner.
 */
export function OptionGroupField({
  group,
  selected,
  currencySymbol,
  overMaximum,
  belowMinimum,
  onToggle,
  onClear,
}: {
  group: OptionGroup;
  selected: readonly string[];
  currencySymbol: string;
  overMaximum: boolean;
  /** The unmet minimum, if any. */
  belowMinimum: number | undefined;
  onToggle: (valueId: string) => void;
  /** 'None' was chosen. */
  onClear: () => void;
}) {
  const { t } = useTranslation('product');
  const single = isSingleChoiceGroup(group);
  const hint = groupHint(group);
  const hintId = `option-hint-${group._id}`;
  const messageId = `option-message-${group._id}`;
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The purchase bar floats over the page's bottom edge: keep the warning in sight.
  useEffect(() => {
    if (overMaximum) messageRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [overMaximum]);
  const message = overMaximum
    ? t('options.overMaximum', { max: group.maxSelections, group: group.name.toLowerCase() })
    : belowMinimum !== undefined
      ? t('options.belowMinimum', { min: belowMinimum })
      : null;
  return (
    <fieldset
      role={single ? 'radiogroup' : undefined}
      className="min-w-0 rounded-2xl border border-border/80 bg-surface p-4 sm:p-5"
      aria-describedby={`${hintId} ${messageId}`}
      data-testid="option-group"
    >
      <legend className="float-left mr-2 font-display text-lg font-semibold leading-tight">{group.name}</legend>
      <span id={hintId} className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 pt-0.5 text-sm">
        {isRequiredGroup(group) ? (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary dark:bg-accent/15 dark:text-accent">
            {t('options.required')}
          </span>
        ) : null}
        {hint ? (
          <span className="text-text-muted">
            {hint.kind === 'chooseRange'
              ? t('options.chooseRange', { min: hint.min, max: hint.max })
              : t('options.chooseUpTo', { max: hint.max })}
          </span>
        ) : null}
      </span>
      <div className="clear-both mt-3 grid gap-2">
        {offersNoneChoice(group) ? (
          <ChoiceRow type="radio" name={`option-${group._id}`} value="" checked={selected.length === 0} onChange={onClear}>
            {t('options.none')}
          </ChoiceRow>
        ) : null}
        {group.values.map((value) => (
          <ChoiceRow
            key={value._id}
            type={single ? 'radio' : 'checkbox'}
            name={`option-${group._id}`}
            value={value._id}
            checked={selected.includes(value._id)}
            onChange={() => onToggle(value._id)}
            adjustment={priceAdjustmentText(value.priceAdjustment, currencySymbol)}
          >
            {value.label}
          </ChoiceRow>
        ))}
      </div>
      <p id={messageId} ref={messageRef} aria-live="polite" className="scroll-mb-48 empty:hidden">
        {message ? (
          <span
            className={cx(
              'mt-3 flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium',
              overMaximum ? 'bg-warning/14 text-text' : 'bg-error/8 text-error',
            )}
          >
            <Icon path={overMaximum ? mdiAlert : mdiInformationOutline} size={18} className={overMaximum ? 'text-warning' : undefined} />
            {message}
          </span>
        ) : null}
      </p>
    </fieldset>
  );
}

/** What a dish's choices show and do: lib/use-product-selection.ts's `ProductSelection`. */
export interface ChoiceState {
  selection: OptionSelection;
  overMaximum: ReadonlySet<string>;
  belowMinimum: ReadonlyMap<string, number>;
  toggle: (groupId: string, valueId: string) => void;
  clear: (groupId: string) => void;
}

/** Every option group of a dish, in order, each with its state (the product page, a phone order's dish). */
export function OptionGroupFields({ groups, choice, currencySymbol, className }: { groups: readonly OptionGroup[]; choice: ChoiceState; currencySymbol: string; className?: string }) {
  return (
    <div className={className}>
      {groups.map((group) => (
        <OptionGroupField
          key={group._id}
          group={group}
          selected={choice.selection[group._id] ?? []}
          currencySymbol={currencySymbol}
          overMaximum={choice.overMaximum.has(group._id)}
          belowMinimum={choice.belowMinimum.get(group._id)}
          onToggle={(valueId) => choice.toggle(group._id, valueId)}
          onClear={() => choice.clear(group._id)}
        />
      ))}
    </div>
  );
}
