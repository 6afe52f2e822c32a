import { mdiRefresh } from '@mdi/js';
import { formatPrice, type PublicPromotion } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Icon } from '../../ui/icon.tsx';
import { NoOffers, OfferCard as SharedOfferCard, OfferCode } from '../../ui/offer-card.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { Skeleton, SkeletonText } from '../../ui/skeleton.tsx';
import type { SectionResult } from './api/load-home.ts';
import { discountLabel } from '../../lib/discount-label.ts';
import { offerMenuLink } from '../../lib/offer-menu-link.ts';

/** Spec: at most 3 offers on Home; 'View All Promotions' when there are more. */
export const HOME_OFFERS_LIMIT = 3;

function OfferCard({ promotion, currencySymbol }: { promotion: PublicPromotion; currencySymbol: string }) {
  const { t } = useTranslation('home');
  const { t: common } = useTranslation('common');
  const link = offerMenuLink(promotion);
  return (
    <SharedOfferCard
      chip={discountLabel(common, promotion, currencySymbol)}
      title={promotion.name}
      description={promotion.description}
      action={
        <ButtonLink to={link.to} variant="primary" block>
          {t(`offers.${link.label}`)}
        </ButtonLink>
      }
    >
      {promotion.couponCode || promotion.minOrderValue !== null ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          {promotion.couponCode ? <OfferCode>{t('offers.useCode', { code: promotion.couponCode })}</OfferCode> : null}
          {promotion.minOrderValue !== null ? (
            <span className="text-text-muted">
              {t('offers.minOrder', { amount: formatPrice(promotion.minOrderValue, currencySymbol) })}
            </span>
          ) : null}
        </div>
      ) : null}
    </SharedOfferCard>
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
      <NoOffers title={t('offers.emptyTitle')} text={t('offers.emptyText')}>
        <ButtonLink to="/menu" variant="outline" className="mt-6">
          {t('offers.explore')}
        </ButtonLink>
      </NoOffers>
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
