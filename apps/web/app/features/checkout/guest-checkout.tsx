/**
 * Guest checkout (issue 30; docs/reference/diner-pages.md): where the restaurant allows guests, a
 * signed-out diner at /checkout chooses between signing in and "Continue as guest". A guest gives
 * a name and an e-mail above the usual form (the contact phone is the form's own); the order is
 * placed with `guest` and no bearer token.
 */
import { mdiAccountCircleOutline, mdiArrowRight } from '@mdi/js';
import { guestDetails, type PlaceOrderBody, type PublicRestaurant, type User } from '@platter/domain';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { loginPathFor } from '../../lib/auth-guard.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { CheckoutForm } from './checkout-form.tsx';

/** A guest has no profile: no saved addresses, no phone on file. */
const NO_ACCOUNT: User = {
  _id: '00000000-0000-4000-8000-000000000000',
  name: '',
  email: '',
  phoneNumber: null,
  avatarUrl: null,
  savedAddresses: [],
  restaurantAffiliations: [],
};

export function GuestCheckout(props: {
  restaurant: PublicRestaurant;
  placing: boolean;
  redirecting: boolean;
  isPlacing: () => boolean;
  onPlace: (body: PlaceOrderBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('checkout');
  const location = useLocation();
  const [asGuest, setAsGuest] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const signIn = loginPathFor(location);

  const guest = useMemo(
    () => ({
      fields: (
        <SectionCard id="guest-details" index={null} title={t('guest.detailsTitle')}>
          <p className="-mt-3 text-sm text-text-muted">{t('guest.detailsHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="guest-name" label={t('guest.name')} autoComplete="name" value={name} error={errors.name} required onChange={(e) => setName(e.target.value)} />
            <TextField id="guest-email" label={t('guest.email')} type="email" autoComplete="email" value={email} error={errors.email} required onChange={(e) => setEmail(e.target.value)} />
          </div>
          <ButtonLink to={signIn} variant="text" size="sm" className="-mt-3 -ml-3">
            {t('guest.signInInstead')}
          </ButtonLink>
        </SectionCard>
      ),
      check: () => {
        // The phone is checked with the rest of the form; here the name and the e-mail.
        const parsed = guestDetails.omit({ phone: true }).safeParse({ name, email });
        if (parsed.success) {
          setErrors({});
          return parsed.data;
        }
        const found: { name?: string; email?: string } = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          if ((field === 'name' || field === 'email') && !found[field]) found[field] = issue.message;
        }
        setErrors(found);
        document.getElementById(found.name ? 'guest-name' : 'guest-email')?.focus();
        return null;
      },
    }),
    [name, email, errors, signIn, t],
  );

  if (!asGuest) {
    return (
      <div className="mt-8 max-w-2xl rounded-3xl border border-border bg-surface p-6 sm:p-8" data-testid="guest-choice">
        <h2 className="font-display text-2xl font-semibold">{t('guest.title')}</h2>
        <p className="mt-2 text-text-muted">{t('guest.intro')}</p>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <ButtonLink to={signIn} variant="outline" size="lg">
            <Icon path={mdiAccountCircleOutline} size={20} />
            {t('guest.signIn')}
          </ButtonLink>
          <Button variant="primary" size="lg" onClick={() => setAsGuest(true)}>
            {t('guest.continueAsGuest')}
            <Icon path={mdiArrowRight} size={20} />
          </Button>
        </div>
      </div>
    );
  }
  return <CheckoutForm {...props} user={NO_ACCOUNT} guest={guest} />;
}
