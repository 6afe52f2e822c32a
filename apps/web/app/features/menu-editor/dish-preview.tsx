/**
 * The diner's menu card for the dish being edited, drawn from the form as it is typed: the same
 * layout, chips, price and photo tile as the storefront's card (features/menu/product-card.tsx,
 * which a staff feature may not import), without its links and buttons.
 */
import { mdiChefHat, mdiPlus } from '@mdi/js';
import { formatPrice, quickAddSelection } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { DietaryChip } from '../../ui/dietary-chip.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { bodyOf, type DishDraft } from './dish-form-model.ts';

export function DishPreview({ draft, symbol }: { draft: DishDraft; symbol: string }) {
  const { t } = useTranslation('staffMenu');
  const body = bodyOf(draft);
  const price = Number.isFinite(body.price) ? body.price : 0;
  const options = body.options.map((group, g) => ({
    ...group,
    _id: `g${g}`,
    minSelections: Number.isFinite(group.minSelections) ? group.minSelections : 0,
    maxSelections: Number.isFinite(group.maxSelections) ? group.maxSelections : 1,
    values: group.values.map((value, v) => ({ ...value, _id: `g${g}v${v}`, priceAdjustment: Number.isFinite(value.priceAdjustment) ? value.priceAdjustment : 0 })),
  }));
  const choose = quickAddSelection({ options }) === null;
  const available = draft.isAvailable;
  return (
    <div aria-hidden="true" className={cx(!draft.isActive && 'opacity-60')} data-testid="dish-preview">
      <div
        className={cx(
          'relative flex gap-3 rounded-2xl border bg-surface p-3 text-text shadow-card sm:gap-4 sm:p-4',
          available ? 'border-border/70' : 'border-border/50 bg-surface/70',
        )}
      >
        <div className={cx('flex min-w-0 flex-1 flex-col', !available && 'text-text-muted')}>
          <p className="font-display text-[1.0625rem] leading-snug font-semibold sm:text-lg">{body.name || t('preview.untitled')}</p>
          {body.description ? <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-text-muted">{body.description}</p> : null}
          {draft.dietaryLabels.length > 0 || draft.isFeatured ? (
            <p className="mt-2 flex flex-wrap gap-1.5">
              {draft.isFeatured && available ? (
                <span className="inline-flex h-6 items-center gap-1 rounded-full bg-accent/15 px-2 text-[0.6875rem] font-semibold text-text">
                  <Icon path={mdiChefHat} size={13} className="text-accent" />
                  {t('preview.special')}
                </span>
              ) : null}
              {draft.dietaryLabels.map((label) => (
                <DietaryChip key={label} label={label} />
              ))}
            </p>
          ) : null}
          <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2.5">
            <span className={cx('text-lg font-bold tabular-nums', available ? 'text-primary dark:text-accent' : 'text-text-muted')}>{formatPrice(price, symbol)}</span>
            {choose && available ? <span className="text-xs font-medium text-text-muted">{t('preview.customisable')}</span> : null}
          </p>
        </div>
        <div className="relative w-24 shrink-0 self-start sm:w-32">
          <ProductImage src={draft.imageUrl} alt="" width={320} height={320} className={cx('w-full rounded-xl', !available && 'opacity-50 grayscale')} />
          {!available ? (
            <span className="absolute inset-x-1.5 bottom-1.5 truncate rounded-full bg-text/85 px-1 py-1 text-center text-[0.6875rem] font-bold text-background">
              {t('preview.unavailable')}
            </span>
          ) : (
            <span className="absolute -right-1.5 -bottom-1.5 inline-flex size-11 items-center justify-center rounded-full border border-border/80 bg-surface text-primary shadow-md dark:text-accent">
              <Icon path={mdiPlus} size={22} />
            </span>
          )}
        </div>
      </div>
      {!draft.isActive ? <p className="mt-2 text-sm text-text-muted">{t('preview.hiddenNote')}</p> : null}
    </div>
  );
}
