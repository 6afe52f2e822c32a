import { restaurantNameOf, type PublicRestaurant } from '@platter/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { AboutTeaser } from './about-teaser.tsx';
import type { HomeData } from './api/load-home.ts';
import { ChefsSpecials } from './chefs-specials.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import { buildHeroSlides } from './slides.ts';
import { SpecialOffers } from './special-offers.tsx';
import { VisitUs } from './visit-us.tsx';

export function HomePage({ restaurant, data }: { restaurant: PublicRestaurant | null; data: HomeData }) {
  const { t } = useTranslation('home');
  const slides = useMemo(
    () =>
      restaurant
        ? buildHeroSlides(restaurant, data.highlights.ok ? data.highlights.data : [], {
            welcome: t('hero.welcome', { name: restaurantNameOf(restaurant) }),
            subtitle: t('hero.subtitle'),
            viewMenu: t('hero.viewMenu'),
          })
        : [],
    [restaurant, data.highlights, t],
  );

  if (!restaurant) {
    return <p className="mx-auto max-w-xl px-4 py-24 text-center text-lg text-text-muted">{t('noRestaurant')}</p>;
  }
  const symbol = restaurant.currency.symbol;
  return (
    <>
      <HeroCarousel slides={slides} />
      <SpecialOffers result={data.promotions} currencySymbol={symbol} />
      {restaurant.aboutContent.teaser ? (
        <AboutTeaser teaser={restaurant.aboutContent.teaser} fullStory={data.hasFullStory === true} iconPaths={data.teaserIconPaths ?? []} />
      ) : null}
      <ChefsSpecials result={data.specials} currencySymbol={symbol} />
      <VisitUs restaurant={restaurant} />
    </>
  );
}
