import { mdiRefresh, mdiTagOutline, mdiTicketPercentOutline } from '@mdi/js';
import { formatPrice, type PublicPromotion } from '@platter/domain';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Icon } from '../../ui/icon.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { Skeleton, SkeletonText } from '../../ui/skeleton.tsx';
import type { SectionResult } from './api/load-home.ts';
import { discountLabel } from '../../lib/discount-label.ts';

/** Spec: at most 3 offers on Home; 'View All Promotions' when there are more. */
export const HOME_OFFERS_LIMIT = 3;

function OfferCard({ promotion, currencySymbol }: { promotion: PublicPromotion; currencySymbol: string }) {
  const { t } = useTranslation('home');
  const { t: common } = useTranslation('common');
  const hasItems = promotion.applicableProductIds.length > 0;
  return (
    <Card interactive className="flex w-full flex-col">
      <div className="relative flex items-center justify-between gap-3 bg-gradient-to-br from-primary to-primary/80 px-5 py-4 text-on-primary">
        <Icon path={mdiTicketPercentOutline} size={30} className="opacity-90" />
        <span
          data-testid="discount-chip"
          className="rounded-full bg-accent px-3 py-1 text-sm font-extrabold tracking-wide text-black/85 shadow-sm"
        >
          {discountLabel(common, promotion, currencySymbol)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-xl font-semibold leading-snug">{promotion.name}</h3>
        {promotion.description ? <p className="mt-2 text-[0.9375rem] leading-relaxed text-text-muted">{promotion.description}</p> : null}
        {promotion.couponCode || promotion.minOrderValue !== null ? (
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            {promotion.couponCode ? (
              <span className="inline-flex items-center gap-1.5 rounded-lg border border-dashed border-primary/50 bg-primary/5 px-2.5 py-1 font-semibold text-primary dark:border-accent/50 dark:text-accent">
                <Icon path={mdiTagOutline} size={16} />
                {t('offers.useCode', { code: promotion.couponCode })}
              </span>
            ) : null}
            {promotion.minOrderValue !== null ? (
              <span className="text-text-muted">
                {t('offers.minOrder', { amount: formatPrice(promotion.minOrderValue, currencySymbol) })}
              </span>
            ) : null}
          </div>
        ) : null}
        <div className="mt-auto pt-6">
          {hasItems ? (
            <ButtonLink to={`/menu?promo=${encodeURIComponent(promotion._id)}`} variant="primary" block>
              {t('offers.viewItems')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/menu" variant="primary" block>
              {t('offers.orderNow')}
            </ButtonLink>
          )}
        </div>
      </div>
    </Card>
  );
}

function OffersSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i}>
          <Skeleton className="h-16 w-full" rounded="rounded-none" />
          <div className="space-y-4 p-5">
            <Skeleton className="h-6 w-2/3" />
            <SkeletonText lines={2} />
            <Skeleton className="h-11 w-full" rounded="rounded-full" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export function SpecialOffers({
  result,
  currencySymbol,
}: {
  result: SectionResult<PublicPromotion[]>;
  currencySymbol: string;
}) {
  const { t } = useTranslation('home');
  const revalidator = useRevalidator();
  const reloading = revalidator.state === 'loading';

  let body;
  if (reloading && !result.ok) {
    body = <OffersSkeleton />;
  } else if (!result.ok) {
    body = (
      <Alert
        tone="warning"
        title={t('offers.loadError')}
        className="mx-auto max-w-xl"
        action={
          <Button variant="outline" size="sm" onClick={() => void revalidator.revalidate()}>
            <Icon path={mdiRefresh} size={18} />
            {t('offers.tryAgain')}
          </Button>
        }
      >
        {result.error}
      </Alert>
    );
  } else if (result.data.length === 0) {
    body = (
      <div className="mx-auto max-w-md rounded-3xl border border-dashed border-border bg-surface px-6 py-10 text-center">
        <Icon path={mdiTicketPercentOutline} size={40} className="mx-auto text-text-muted" />
        <h3 className="mt-4 font-display text-xl font-semibold">{t('offers.emptyTitle')}</h3>
        <p className="mt-2 text-text-muted">{t('offers.emptyText')}</p>
        <ButtonLink to="/menu" variant="outline" className="mt-6">
          {t('offers.explore')}
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="flex flex-wrap justify-center gap-6">
          {result.data.slice(0, HOME_OFFERS_LIMIT).map((promotion) => (
            <li key={promotion._id} className="flex w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]">
              <OfferCard promotion={promotion} currencySymbol={currencySymbol} />
            </li>
          ))}
        </ul>
        {result.data.length > HOME_OFFERS_LIMIT ? (
          <div className="mt-10 text-center">
            <ButtonLink to="/promotions" variant="outline">
              {t('offers.viewAll')}
            </ButtonLink>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="offers-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <SectionHeading id="offers-title" eyebrow={t('offers.eyebrow')} title={t('offers.title')} className="mb-10" />
      {body}
    </section>
  );
}
