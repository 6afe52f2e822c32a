import { mdiRefresh } from '@mdi/js';
import type { PublicRestaurant } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { NoOffers } from '../../ui/offer-card.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import type { PromotionsData } from './api/load-promotions.ts';
import { PromotionCard } from '../../ui/promotion-card.tsx';
import { RewardsSection } from './rewards-section.tsx';

const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

function OffersError({ error }: { error: string }) {
  const { t } = useTranslation('promotions');
  const revalidator = useRevalidator();
  return (
    <Alert
      tone="warning"
      title={t('offers.loadError')}
      className="mx-auto max-w-xl"
      action={
        <Button variant="outline" size="sm" loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
          <Icon path={mdiRefresh} size={18} />
          {t('offers.tryAgain')}
        </Button>
      }
    >
      {error}
    </Alert>
  );
}

/** Home's empty state, in Home's words. */
function EmptyOffers() {
  const { t } = useTranslation('promotions');
  return (
    <NoOffers title={t('offers.emptyTitle')} text={t('offers.emptyText')} data-testid="no-offers">
      <ButtonLink to="/menu" variant="outline" className="mt-6">
        {t('offers.explore')}
      </ButtonLink>
    </NoOffers>
  );
}

/**
 * /promotions (spec 2: public, linked from the offers; content not shown): every public offer
 * as a card, then loyalty: the signed-in diner's points and rewards, or an invitation to join.
 */
export function PromotionsPage({ data, restaurant }: { data: PromotionsData; restaurant: PublicRestaurant }) {
  const { t } = useTranslation('promotions');
  let offers;
  if (!data.ok) offers = <OffersError error={data.error} />;
  else if (data.offers.length === 0) offers = <EmptyOffers />;
  else {
    offers = (
      <ul className="flex flex-wrap justify-center gap-6">
        {data.offers.map((promotion) => (
          <li key={promotion._id} className="flex w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]" data-testid="promotion">
            <PromotionCard promotion={promotion} currencySymbol={restaurant.currency.symbol} timeZone={restaurant.timeZone} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="pb-16 sm:pb-24">
      <header className="border-b border-border/60 bg-surface-variant/50">
        <div className={cx(CONTAINER, 'py-10 sm:py-14')}>
          <p className="text-xs font-semibold tracking-[0.22em] text-primary uppercase dark:text-accent">{t('eyebrow')}</p>
          <h1 className="mt-3 font-display text-4xl font-semibold sm:text-5xl">{t('heading')}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-text-muted">{t('intro')}</p>
        </div>
      </header>

      <section aria-labelledby="offers-title" className={cx(CONTAINER, 'pt-12 sm:pt-16')}>
        <SectionHeading id="offers-title" eyebrow={t('offers.eyebrow')} title={t('offers.title')} className="mb-10" />
        {offers}
      </section>

      <RewardsSection publicRewards={data.ok ? data.rewards : []} className={cx(CONTAINER, 'pt-16 sm:pt-20')} />
    </div>
  );
}
