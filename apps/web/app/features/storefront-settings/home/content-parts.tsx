/**
 * Pieces the Home page, About and Contact sections share: a colour as a swatch and its text
 * (empty: the theme's), the Move up / Move down / Remove row of a list item (a move is announced
 * in a live region), and the loading and failure states of a section.
 */
import { mdiChevronDown, mdiChevronUp, mdiTrashCanOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Button, IconButton } from '../../../ui/button.tsx';
import { inputClasses } from '../../../ui/form-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { described, FieldMessage } from '../../../ui/form-parts.tsx';
import { TextTranslationFields, type EditedTranslations, type TranslatedText } from '../../../staff-area/translations/translation-fields.tsx';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffHome.json', { eager: true, import: 'default' }));

const HEX6 = /^#[0-9a-fA-F]{6}$/;
const HEX3 = /^#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])$/;

/** The swatch's value for a colour typed as #rgb, #rrggbb or rgb()/rgba() (its alpha left out). */
export function swatchOf(colour: string | null): string {
  if (!colour) return '#000000';
  if (HEX6.test(colour)) return colour.toLowerCase();
  const short = HEX3.exec(colour);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/.exec(colour);
  if (!rgb) return '#000000';
  return `#${[rgb[1], rgb[2], rgb[3]].map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0')).join('')}`;
}

/** A picked swatch over an rgba() colour keeps its alpha (the shade stays see-through). */
export function withSwatch(previous: string | null, picked: string): string {
  const alpha = previous ? /^rgba\([^,]+,[^,]+,[^,]+,\s*([0-9.]+)\s*\)$/.exec(previous)?.[1] : undefined;
  if (alpha === undefined) return picked;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(picked.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

export function ColourInput({ id, label, value, error, hint, onChange }: { id: string; label: string; value: string | null; error?: string; hint?: string; onChange: (value: string | null) => void }) {
  const { t } = useTranslation('staffHome');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('pick', { name: label })}
          value={swatchOf(value)}
          onChange={(event) => onChange(withSwatch(value, event.target.value))}
          className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-border bg-surface p-1"
        />
        <input
          id={id}
          value={value ?? ''}
          spellCheck={false}
          autoComplete="off"
          maxLength={100}
          {...described(id, error, hint)}
          className={inputClasses(Boolean(error), 'font-mono')}
          onChange={(event) => onChange(event.target.value.trim() || null)}
        />
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

const arrow = 'size-11 text-text-muted hover:text-text disabled:opacity-35';

/** Move up, Move down and Remove for item `index` of `count`, named `name` for screen readers. */
export function ItemControls({ name, index, count, onMove, onRemove }: { name: string; index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  const { t } = useTranslation('staffHome');
  return (
    <span className="flex shrink-0 items-center">
      <IconButton label={t('moveUp', { name })} className={arrow} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <Icon path={mdiChevronUp} size={22} />
      </IconButton>
      <IconButton label={t('moveDown', { name })} className={arrow} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <Icon path={mdiChevronDown} size={22} />
      </IconButton>
      <IconButton label={t('removeNamed', { name })} className="size-11 text-error hover:bg-error/10" onClick={onRemove}>
        <Icon path={mdiTrashCanOutline} size={20} />
      </IconButton>
    </span>
  );
}

/** Where moves are announced ("Sunday Roast is now number 1 of 4."). */
export function MoveAnnouncer({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}

export function SectionLoading() {
  return (
    <div className="space-y-3" aria-busy="true">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-48" rounded="rounded-2xl" />
    </div>
  );
}

export function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('staffHome');
  return <Alert tone="error" title={t('loadFailed')} action={<Button variant="outline" onClick={onRetry}>{t('retry')}</Button>} />;
}

/** A small titled block inside a form section (a list of paragraphs, values…). */
export function SubHeading({ children }: { children: ReactNode }) {
  // h2: the section's title is the page's h1 (its parts are fieldsets with legends), so an h3 skipped a level (axe heading-order).
  return <h2 className="mb-2 mt-5 text-sm font-bold tracking-wide text-text-muted">{children}</h2>;
}

/** The DOM id of an About control from its API path ('teaser.translations.en-GB.mainHeadline'). */
export const aboutFieldId = (path: string) => `about-${path.replace(/\./g, '-')}`;

/** An About text's translations right under it (one field per language beyond the default), errors by the API's path. */
export function AboutTranslations<T extends EditedTranslations>({
  path,
  errors,
  text,
  translations,
  onChange,
}: {
  path: string;
  errors: ReadonlyMap<string, string>;
  text: TranslatedText;
  translations: T | undefined;
  onChange: (translations: T) => void;
}) {
  return (
    <TextTranslationFields
      path={path}
      idOf={aboutFieldId}
      errorOf={(at) => errors.get(at)}
      text={text}
      translations={translations}
      className="flex flex-col gap-3"
      onChange={onChange}
    />
  );
}
