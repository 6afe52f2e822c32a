import { mdiEmailOutline, mdiPhoneOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { rootDataFromMatches, useRestaurant } from '../lib/restaurant.ts';
import { pageMeta } from '../lib/seo.ts';
import { PlaceholderPage } from '../shell/placeholder-page.tsx';
import { Icon } from '../ui/icon.tsx';
import type { Route } from './+types/forgot-password';

registerCatalogues(import.meta.glob('../i18n/*/placeholders.json', { eager: true, import: 'default' }));

// The spec defines no password-reset flow: the diner is pointed to the restaurant.
export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  return pageMeta({
    restaurant: root?.restaurant,
    origin: root?.origin ?? '',
    title: i18n.t('placeholders:forgotPassword.title'),
  });
}

export default function ForgotPasswordRoute() {
  const { t } = useTranslation('placeholders');
  const restaurant = useRestaurant();
  const phone = restaurant?.contact.phone;
  const email = restaurant?.contact.email;
  return (
    <PlaceholderPage title={t('forgotPassword.title')} text={t('forgotPassword.text')}>
      {phone || email ? (
        <ul className="mt-6 flex flex-col items-center gap-2 text-base font-medium sm:flex-row sm:gap-6">
          {phone ? (
            <li>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-2 text-primary hover:underline dark:text-accent">
                <Icon path={mdiPhoneOutline} size={20} />
                {t('forgotPassword.phone', { phone })}
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <a href={`mailto:${email}`} className="inline-flex items-center gap-2 text-primary hover:underline dark:text-accent">
                <Icon path={mdiEmailOutline} size={20} />
                {t('forgotPassword.email', { email })}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </PlaceholderPage>
  );
}
