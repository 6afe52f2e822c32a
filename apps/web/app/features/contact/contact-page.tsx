import {
  mdiClockOutline,
  mdiEmailOutline,
  mdiFacebook,
  mdiInstagram,
  mdiMapMarkerOutline,
  mdiPhoneOutline,
  mdiTwitter,
  mdiYoutube,
} from '@mdi/js';
import { restaurantNameOf, type PublicRestaurant } from '@platter/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { OpeningHoursList, SpecialDatesList } from '../../ui/opening-hours-list.tsx';
import { useRestaurantNow } from '../../lib/use-restaurant-now.ts';
import { ContactForm } from './contact-form.tsx';
import { LocationMap } from './location-map.tsx';

const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
const EYEBROW = 'text-xs font-semibold uppercase tracking-[0.22em] text-primary dark:text-accent';

/** 'tel:' wants digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** /contact: how to reach and find the restaurant, and the (simulated) message form. */
export function ContactPage({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = useTranslation('contact');
  const today = useRestaurantNow()?.today;
  const { address, contact } = restaurant;
  const { coordinates } = address;
  return (
    <div className="pb-16 sm:pb-24">
      <header className="border-b border-border/60 bg-surface-variant/50">
        <div className={cx(CONTAINER, 'py-12 sm:py-16')}>
          <p className={EYEBROW}>{t('eyebrow')}</p>
          <h1 className="mt-3 font-display text-4xl font-semibold sm:text-5xl">{t('heading')}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-text-muted">{t('intro')}</p>
        </div>
      </header>

      <div className={cx(CONTAINER, 'grid gap-6 pt-8 sm:pt-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10')}>
        <div className="space-y-6">
          <Card>
            <section aria-labelledby="contact-details" className="p-6 sm:p-7">
              <h2 id="contact-details" className="font-display text-2xl font-semibold">
                {t('details.heading')}
              </h2>
              <ul className="mt-5 space-y-5">
                <DetailRow icon={mdiMapMarkerOutline} label={t('details.address')}>
                  <address className="not-italic leading-relaxed">
                    {address.street}
                    <br />
                    {[address.city, address.postalCode].filter(Boolean).join(' ')}
                    {address.country ? (
                      <>
                        <br />
                        {address.country}
                      </>
                    ) : null}
                  </address>
                </DetailRow>
                {contact.phone ? (
                  <DetailRow icon={mdiPhoneOutline} label={t('details.phone')}>
                    <a href={telHref(contact.phone)} className={LINK}>
                      {contact.phone}
                    </a>
                  </DetailRow>
                ) : null}
                {contact.email ? (
                  <DetailRow icon={mdiEmailOutline} label={t('details.email')}>
                    <a href={`mailto:${contact.email}`} className={cx(LINK, 'break-all')}>
                      {contact.email}
                    </a>
                  </DetailRow>
                ) : null}
              </ul>
            </section>
          </Card>

          <Card>
            <section aria-labelledby="contact-hours" className="p-6 sm:p-7">
              <h2 id="contact-hours" className="flex items-center gap-2.5 font-display text-2xl font-semibold">
                <Icon path={mdiClockOutline} size={24} className="text-primary dark:text-accent" />
                {t('hours.heading')}
              </h2>
              <SpecialDatesList specialDates={restaurant.specialDates} className="mt-3" />
              <OpeningHoursList hours={restaurant.openingHours} today={today} className="mt-3" />
            </section>
          </Card>

          <SocialLinks restaurant={restaurant} />
        </div>

        <Card className="lg:self-start">
          <section aria-labelledby="contact-form-heading" className="p-6 sm:p-8">
            <h2 id="contact-form-heading" className="font-display text-2xl font-semibold sm:text-3xl">
              {t('form.heading')}
            </h2>
            <p className="mt-2 mb-6 text-text-muted">{t('form.intro')}</p>
            <ContactForm />
          </section>
        </Card>
      </div>

      <section aria-labelledby="contact-map" className={cx(CONTAINER, 'pt-10 sm:pt-14')}>
        <h2 id="contact-map" className="sr-only">
          {t('map.heading')}
        </h2>
        <LocationMap
          lat={coordinates.lat}
          lng={coordinates.lng}
          restaurantName={restaurant.name}
          addressLine={[address.street, address.city, address.postalCode].filter(Boolean).join(', ')}
        />
      </section>
    </div>
  );
}

const LINK = 'font-medium text-text underline decoration-primary/40 underline-offset-4 hover:decoration-primary dark:decoration-accent/50 dark:hover:decoration-accent';

function DetailRow({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
        <Icon path={icon} size={22} />
      </span>
      <div className="min-w-0 pt-0.5">
        <p className="text-xs font-semibold uppercase tracking-wider text-text-muted">{label}</p>
        <div className="mt-1 text-[0.9375rem]">{children}</div>
      </div>
    </li>
  );
}

const NETWORKS = [
  { key: 'facebook', icon: mdiFacebook },
  { key: 'instagram', icon: mdiInstagram },
  { key: 'twitter', icon: mdiTwitter },
  { key: 'youtube', icon: mdiYoutube },
] as const;

function SocialLinks({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = useTranslation('contact');
  const links = NETWORKS.flatMap((network) => {
    const href = restaurant.socialMediaLinks[network.key];
    return href ? [{ ...network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="contact-social" className="px-1">
      <h2 id="contact-social" className="text-xs font-semibold uppercase tracking-wider text-text-muted">
        {t('social.heading')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2.5">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('social.linkLabel', { restaurantName: restaurantNameOf(restaurant), network: t(`social.${link.key}`) })}
              className="inline-flex h-10 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-semibold text-text shadow-xs transition hover:border-primary hover:text-primary dark:hover:border-accent dark:hover:text-accent"
            >
              <Icon path={link.icon} size={18} />
              {t(`social.${link.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
