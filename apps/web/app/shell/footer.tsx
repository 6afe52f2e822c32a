import { mdiFacebook, mdiInstagram, mdiTwitter } from '@mdi/js';
import type { PublicRestaurant } from '@platter/domain';
import { memo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { useShellWidth } from './page-width.ts';

/** Where the 'Powered by Platter' credit points. */
export const PLATTER_CREDIT_URL = 'https://github.com/platter-storefront';

const SOCIALS = [
  { key: 'facebook', icon: mdiFacebook },
  { key: 'instagram', icon: mdiInstagram },
  { key: 'twitter', icon: mdiTwitter },
] as const;

const FOOTER_LINKS = [
  { to: '/about', labelKey: 'footer.about' },
  { to: '/contact', labelKey: 'footer.contact' },
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/privacy', labelKey: 'footer.privacy' },
] as const;

function FooterView({ restaurant, year }: { restaurant: PublicRestaurant | null; year: number }) {
  const { t } = useTranslation('common');
  const width = useShellWidth();
  const name = restaurant?.name ?? t('appName');
  const socials = SOCIALS.flatMap((social) => {
    const href = restaurant?.socialMediaLinks[social.key]?.trim();
    return href ? [{ ...social, href }] : [];
  });

  return (
    <footer className="mt-auto border-t border-border/70 bg-surface-variant/50">
      <div className={cx('mx-auto px-4 py-10 sm:px-6 lg:px-8', width)}>
        <div className="flex flex-col items-center gap-6 text-center md:flex-row md:items-start md:justify-between md:text-left">
          <div className="max-w-sm">
            <p className="font-display text-xl font-semibold">{name}</p>
            {restaurant?.address ? (
              <p className="mt-1 text-sm text-text-muted">
                {[restaurant.address.street, restaurant.address.city].filter(Boolean).join(', ')}
              </p>
            ) : null}
            {socials.length > 0 ? (
              <ul className="mt-4 flex justify-center gap-2 md:justify-start" aria-label={t('footer.social')}>
                {socials.map((social) => (
                  <li key={social.key}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`footer.${social.key}`, { name })}
                      className="inline-flex size-11 items-center justify-center rounded-full bg-surface text-text shadow-card transition hover:bg-primary hover:text-on-primary"
                    >
                      <Icon path={social.icon} size={20} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {restaurant ? (
            <nav aria-label={t('footer.footerNavigation')}>
              <ul className="flex flex-wrap justify-center gap-x-4 text-sm font-medium">
                {FOOTER_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="inline-flex min-h-11 min-w-11 items-center justify-center px-1 text-text/80 underline-offset-4 hover:text-primary hover:underline dark:hover:text-accent">
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <div className="mt-8 flex flex-col items-center gap-x-2 border-t border-border/70 pt-4 text-xs text-text-muted sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year, name })}</p>
          <p>
            {t('footer.poweredBy')}{' '}
            <a
              href={PLATTER_CREDIT_URL}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center font-semibold text-text/80 underline-offset-4 hover:text-primary hover:underline dark:hover:text-accent"
            >
              {t('footer.poweredByName')}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

/**
 * Memoised: the shell re-renders once after hydration (it reads the session, which only the
 * browser knows), and its props stay the same, so the footer need not.
 */
export const Footer = memo(FooterView);
