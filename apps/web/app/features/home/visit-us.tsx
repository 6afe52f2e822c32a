import { mdiClockOutline, mdiDirections, mdiEmailOutline, mdiMapMarkerOutline, mdiPhoneOutline } from '@mdi/js';
import type { PublicRestaurant } from '@platter/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Icon } from '../../ui/icon.tsx';
import { OpeningHoursList, SpecialDatesList } from '../../ui/opening-hours-list.tsx';
import { useRestaurantNow } from '../../lib/use-restaurant-now.ts';
import { SectionHeading } from '../../ui/section-heading.tsx';

/** One dt/dd pair, wrapped only in the div a <dl> allows; the icon is decoration inside the term. */
function ContactRow({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-11 min-w-0 pl-15">
      <dt className="text-xs font-bold uppercase tracking-[0.14em] text-text-muted">
        <span
          aria-hidden="true"
          className="absolute left-0 top-0 inline-flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent"
        >
          <Icon path={icon} size={22} />
        </span>
        {label}
      </dt>
      <dd className="mt-1 break-words text-[0.9375rem] leading-relaxed">{children}</dd>
    </div>
  );
}

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline dark:text-accent';

/** A maps search for the restaurant's address (opens the diner's map app or Google Maps). */
function directionsUrl({ name, address }: PublicRestaurant): string {
  const query = [name, address.street, address.city, address.postalCode].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function VisitUs({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = useTranslation('home');
  const today = useRestaurantNow()?.today;
  const { address, contact } = restaurant;
  return (
    <section aria-labelledby="visit-title" className="mx-auto w-full max-w-6xl px-4 pb-20 pt-4 sm:px-6 lg:px-8">
      <SectionHeading id="visit-title" eyebrow={t('visit.eyebrow')} title={t('visit.title')} className="mb-10" />
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="flex flex-col p-6 sm:p-8">
          <dl className="space-y-6">
            <ContactRow icon={mdiMapMarkerOutline} label={t('visit.address')}>
              <address className="not-italic">
                {address.street}
                <br />
                {[address.city, address.postalCode].filter(Boolean).join(', ')}
              </address>
            </ContactRow>
            {contact.phone ? (
              <ContactRow icon={mdiPhoneOutline} label={t('visit.phone')}>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
                  {contact.phone}
                </a>
              </ContactRow>
            ) : null}
            {contact.email ? (
              <ContactRow icon={mdiEmailOutline} label={t('visit.email')}>
                <a href={`mailto:${contact.email}`} className={linkClasses}>
                  {contact.email}
                </a>
              </ContactRow>
            ) : null}
          </dl>
          <div className="mt-auto pt-8">
            <a
              href={directionsUrl(restaurant)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <Icon path={mdiDirections} size={18} />
              {t('visit.directions')}
            </a>
          </div>
        </Card>
        <Card className="p-6 sm:p-8">
          <h3 className="flex items-center gap-3 font-display text-xl font-semibold">
            <Icon path={mdiClockOutline} size={24} className="text-primary dark:text-accent" />
            {t('visit.hoursTitle')}
          </h3>
          <SpecialDatesList specialDates={restaurant.specialDates} className="mt-4" />
          <OpeningHoursList hours={restaurant.openingHours} today={today} className="mt-4" />
        </Card>
      </div>
    </section>
  );
}
