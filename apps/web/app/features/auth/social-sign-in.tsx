import { mdiFacebook, mdiGoogle } from '@mdi/js';
import type { SignInProvider } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { useRestaurant } from '../../lib/restaurant.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Icon } from '../../ui/icon.tsx';

const SOCIAL_BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-border bg-background px-4 text-[0.9375rem] font-semibold text-text transition hover:bg-text/5';

const PROVIDERS: Record<SignInProvider, { icon: string; colour: string; label: 'social.google' | 'social.facebook'; notYet: 'social.googleNotImplemented' | 'social.facebookNotImplemented' }> = {
  google: { icon: mdiGoogle, colour: 'text-[#4285F4]', label: 'social.google', notYet: 'social.googleNotImplemented' },
  facebook: { icon: mdiFacebook, colour: 'text-[#1877F2]', label: 'social.facebook', notYet: 'social.facebookNotImplemented' },
};

/**
 * Google and Facebook sign-in, only for the providers the deployment has configured (the public
 * configuration's `signInProviders`, from GOOGLE_CLIENT_ID / FACEBOOK_APP_ID): with none, no
 * buttons and no 'or continue with' divider. The sign-in flow itself is not built yet: a
 * configured button still says so (spec 2, Login).
 */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const providers = useRestaurant()?.signInProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-sm text-text-muted">
        <span className="h-px flex-1 bg-border" />
        {t('social.divider')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className={providers.length > 1 ? 'grid grid-cols-2 gap-3' : 'grid gap-3'}>
        {providers.map((provider) => {
          const { icon, colour, label, notYet } = PROVIDERS[provider];
          return (
            <button key={provider} type="button" className={SOCIAL_BUTTON} onClick={() => showSnackbar({ message: t(notYet), color: 'error' })}>
              <Icon path={icon} size={20} className={colour} />
              {t(label)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
