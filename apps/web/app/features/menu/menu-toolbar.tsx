import { mdiCheck, mdiTuneVariant } from '@mdi/js';
import { memo, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { allergenText, dietaryText } from '../../lib/menu-labels.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { dietaryIcon } from '../../ui/dietary-chip.tsx';
import { includesLabel } from './menu-filters.ts';

function ToggleChip({
  pressed,
  onToggle,
  icon,
  children,
}: {
  pressed: boolean;
  onToggle: () => void;
  icon?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cx(
        'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        pressed
          ? 'border-primary bg-primary text-on-primary dark:border-accent dark:bg-accent dark:text-background'
          : 'border-border bg-surface text-text/85 hover:border-text/40 hover:text-text',
      )}
    >
      {pressed ? <Icon path={mdiCheck} size={16} /> : icon ? <Icon path={icon} size={16} className="opacity-70" /> : null}
      {children}
    </button>
  );
}

export interface MenuToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  dietary: readonly string[];
  allergenFree: readonly string[];
  dietaryOptions: readonly string[];
  allergenOptions: readonly string[];
  onToggleDietary: (label: string) => void;
  onToggleAllergen: (allergen: string) => void;
  onClearFilters: () => void;
}

/** The search box and the Filters toggle with its panel of dietary and allergen-free chips. */
export const MenuToolbar = memo(function MenuToolbar(props: MenuToolbarProps) {
  const { t } = useTranslation('menu');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();

  // Escape or a click elsewhere closes the panel (it floats over the dishes on wide screens).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  const searchId = `${id}-search`;
  const panelId = `${id}-filters`;
  const activeCount = props.dietary.length + props.allergenFree.length;
  const hasOptions = props.dietaryOptions.length > 0 || props.allergenOptions.length > 0;

  return (
    <div ref={root} className="relative lg:w-[25rem] lg:shrink-0">
      <div className="flex items-center gap-2 pt-3 lg:pt-0">
        <SearchField
          id={searchId}
          label={t('search.label')}
          clearLabel={t('search.clear')}
          value={props.query}
          onChange={props.onQueryChange}
          placeholder={t('search.placeholder')}
        />
        {hasOptions || activeCount > 0 ? (
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={activeCount > 0 ? t('filters.buttonWithCount', { count: activeCount }) : t('filters.button')}
            onClick={() => setOpen((o) => !o)}
            className={cx(
              'relative inline-flex h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold shadow-sm transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              open || activeCount > 0
                ? 'border-primary bg-primary/10 text-primary dark:border-accent dark:bg-accent/15 dark:text-accent'
                : 'border-border bg-surface text-text hover:border-text/40',
            )}
          >
            <Icon path={mdiTuneVariant} size={20} />
            <span className="hidden sm:inline">{t('filters.button')}</span>
            {activeCount > 0 ? (
              <span
                aria-hidden="true"
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-bold text-on-primary dark:bg-accent dark:text-background"
              >
                {activeCount}
              </span>
            ) : null}
          </button>
        ) : null}
      </div>
      <div
        id={panelId}
        role="region"
        aria-label={t('filters.panel')}
        hidden={!open}
        className="mt-3 max-h-[55vh] overflow-y-auto rounded-2xl border border-border/70 bg-surface p-4 shadow-card lg:absolute lg:top-full lg:left-0 lg:z-40 lg:mt-3 lg:w-[32rem] lg:shadow-card-hover"
      >
        {props.dietaryOptions.length > 0 ? (
          <div role="group" aria-labelledby={`${panelId}-dietary`}>
            <h2 id={`${panelId}-dietary`} className="text-xs font-bold tracking-[0.12em] text-text-muted uppercase">
              {t('filters.dietary')}
            </h2>
            <div className="mt-2 flex flex-wrap gap-2">
              {props.dietaryOptions.map((label) => (
                <ToggleChip
                  key={label}
                  icon={dietaryIcon(label)}
                  pressed={includesLabel(props.dietary, label)}
                  onToggle={() => props.onToggleDietary(label)}
                >
                  {dietaryText(t, label)}
                </ToggleChip>
              ))}
            </div>
          </div>
        ) : null}
        {props.allergenOptions.length > 0 ? (
          <div role="group" aria-labelledby={`${panelId}-free`} className={props.dietaryOptions.length > 0 ? 'mt-4' : undefined}>
            <h2 id={`${panelId}-free`} className="text-xs font-bold tracking-[0.12em] text-text-muted uppercase">
              {t('filters.allergenFree')}
            </h2>
            <p className="mt-1 text-xs text-text-muted">{t('filters.allergenFreeHint')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {props.allergenOptions.map((allergen) => (
                <ToggleChip
                  key={allergen}
                  pressed={includesLabel(props.allergenFree, allergen)}
                  onToggle={() => props.onToggleAllergen(allergen)}
                >
                  {allergenText(t, allergen)}
                </ToggleChip>
              ))}
            </div>
          </div>
        ) : null}
        <div className="mt-4 flex items-center justify-end gap-2 border-t border-border/60 pt-3">
          <Button variant="text" size="sm" onClick={props.onClearFilters} disabled={activeCount === 0}>
            {t('filters.clear')}
          </Button>
          <Button size="sm" onClick={() => setOpen(false)}>
            {t('filters.done')}
          </Button>
        </div>
      </div>
    </div>
  );
});
