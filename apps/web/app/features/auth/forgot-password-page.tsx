import { mdiArrowLeft, mdiEmailOutline, mdiLockReset, mdiPhoneOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useRestaurant } from '../../lib/restaurant.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';

/** 'tel:' wants digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * /forgot-password (no such route in the spec): there is no reset flow, so the diner is
 * pointed to the restaurant, with its phone and e-mail.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const restaurant = useRestaurant();
  const phone = restaurant?.contact.phone;
  const email = restaurant?.contact.email;
  return (
    <div className="flex flex-1 items-start justify-center bg-surface-variant/40 px-4 py-10 sm:items-center sm:py-16 dark:bg-background">
      <section
        aria-labelledby="forgot-title"
        className="w-full max-w-lg rounded-3xl border border-border/70 bg-surface p-6 text-center shadow-card sm:p-10"
      >
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
          <Icon path={mdiLockReset} size={32} />
        </span>
        <p className="mt-5 text-xs font-semibold uppercase tracking-[0.22em] text-primary dark:text-accent">{t('forgot.eyebrow')}</p>
        <h1 id="forgot-title" className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {t('forgot.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-base leading-relaxed text-text-muted">{t('forgot.text')}</p>
        {phone || email ? (
          <>
            <p className="mx-auto mt-3 max-w-md text-sm leading-relaxed text-text-muted">{t('forgot.steps')}</p>
            <ul className="mx-auto mt-7 grid max-w-sm gap-3 text-left">
              {phone ? (
                <li className="min-w-0">
                  <ContactOption href={telHref(phone)} icon={mdiPhoneOutline} label={t('forgot.call')} value={phone} />
                </li>
              ) : null}
              {email ? (
                <li className="min-w-0">
                  <ContactOption href={`mailto:${email}`} icon={mdiEmailOutline} label={t('forgot.email')} value={email} />
                </li>
              ) : null}
            </ul>
          </>
        ) : (
          <p className="mx-auto mt-3 max-w-md text-sm text-text-muted">{t('forgot.noContact')}</p>
        )}
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <ButtonLink to="/menu" variant="outline">
            {t('forgot.browseMenu')}
          </ButtonLink>
          <ButtonLink to="/auth/login" variant="primary">
            <Icon path={mdiArrowLeft} size={18} />
            {t('forgot.backToLogin')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

function ContactOption({ href, icon, label, value }: { href: string; icon: string; label: string; value: string }) {
  return (
    <a
      href={href}
      className="flex w-full min-w-0 items-center gap-3 rounded-2xl border border-border/80 bg-background px-4 py-3 text-left text-primary transition hover:border-primary/50 hover:bg-primary/5 dark:text-accent dark:hover:border-accent/50"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 dark:bg-accent/15 dark:text-accent">
        <Icon path={icon} size={20} />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase tracking-wider text-text-muted">{label}</span>
        <span className="block text-[0.9375rem] [overflow-wrap:anywhere] font-semibold text-text">{value}</span>
      </span>
    </a>
  );
}
