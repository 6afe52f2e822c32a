import { mdiClose, mdiTagHeart } from '@mdi/js';
import { formatPrice } from '@platter/domain';
import { discountLabel } from '../../lib/discount-label.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { PromoState } from './menu-view.ts';

/**
 * `?promo=`: the offer's banner (what it gives, its code, its minimum) with a way back to the
 * full menu; or a note when the offer is gone or could not be loaded.
 */
export function PromoBanner({
  state,
  currencySymbol,
  dishCount,
  clearTo,
}: {
  state: PromoState;
  currencySymbol: string;
  /** Dishes listed under the offer, or null when it applies to the whole order. */
  dishCount: number | null;
  /** The menu URL without the promo. */
  clearTo: string;
}) {
  const { t } = useTranslation('menu');
  const { t: common } = useTranslation('common');
  const dismiss = (
    <Link to={clearTo} preventScrollReset className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      {t('promo.dismiss')}
    </Link>
  );
  if (state.kind === 'none') return null;
  if (state.kind === 'missing') {
    return (
      <Alert tone="info" action={dismiss}>
        {t('promo.missing')}
      </Alert>
    );
  }
  if (state.kind === 'error') {
    return (
      <Alert tone="warning" title={state.error} action={dismiss} />
    );
  }
  const { promotion } = state;
  return (
    <section
      aria-label={t('promo.region')}
      data-testid="promo-banner"
      className="relative overflow-hidden rounded-3xl bg-primary p-5 text-on-primary shadow-card sm:p-6"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-10 size-52 rounded-full bg-on-primary/10" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 right-24 size-40 rounded-full bg-on-primary/5" />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-on-primary/15 sm:inline-flex">
            <Icon path={mdiTagHeart} size={28} />
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-xs font-bold tracking-[0.14em] uppercase opacity-90">
              {t('promo.eyebrow')}
              <span className="rounded-full bg-on-primary px-2.5 py-0.5 tracking-wide text-primary">
                {discountLabel(common, promotion, currencySymbol)}
              </span>
            </p>
            <h2 className="mt-1.5 font-display text-2xl leading-tight font-semibold sm:text-[1.75rem]">{promotion.name}</h2>
            {promotion.description ? <p className="mt-1 text-sm leading-relaxed opacity-90 sm:text-base">{promotion.description}</p> : null}
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium opacity-95">
              <span>{dishCount === null ? t('promo.wholeMenu') : t('promo.narrowed', { count: dishCount })}</span>
              {promotion.couponCode ? <span>{t('promo.useCode', { code: promotion.couponCode })}</span> : null}
              {promotion.minOrderValue ? (
                <span>{t('promo.minOrder', { amount: formatPrice(promotion.minOrderValue, currencySymbol) })}</span>
              ) : null}
            </p>
          </div>
        </div>
        <Link
          to={clearTo}
          preventScrollReset
          className="inline-flex h-10 shrink-0 items-center justify-center gap-1.5 self-start rounded-full bg-on-primary px-4 text-sm font-semibold text-primary shadow-sm transition hover:brightness-95 sm:self-center"
        >
          <Icon path={mdiClose} size={18} />
          {dishCount === null ? t('promo.dismiss') : t('promo.showFullMenu')}
        </Link>
      </div>
    </section>
  );
}
